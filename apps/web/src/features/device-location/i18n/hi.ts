import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  title: 'पुष्टि करें कि आप भारत में हैं',
  textBefore:
    'Saral केवल भारत में लोन देता है। आपकी अनुमति से हम इसकी पुष्टि के लिए एक बार आपकी जगह देखते हैं, जैसा हमारी ',
  privacyLink: 'गोपनीयता नीति',
  textAfter: ' में बताया गया है। मना करने पर भी आप आवेदन कर सकते हैं।',
  notNow: 'अभी नहीं',
  allow: 'अनुमति दें',
};
export default hi;
