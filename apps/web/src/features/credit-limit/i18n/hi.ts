import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  limitNow: 'अब आपकी क्रेडिट सीमा {amount} है',
  canBorrow: 'अब आप {amount} तक उधार ले सकते हैं',
  explain:
    'समय पर भुगतान करने से आपके लिए बड़ी सीमा खुल गई है। यह तभी लागू होगी जब आप इसे स्वीकार करेंगे; तब तक आप {amount} तक उधार ले सकते हैं।',
  accept: 'स्वीकार करें',
};
export default hi;
