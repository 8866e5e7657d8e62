import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  receivedTitle: 'आपका लोन आवेदन मिल गया है',
  receivedBody: 'Saral ऐप में आगे बढ़ें: वहाँ बाकी कदम पूरे करें, और स्वीकृत होने पर ऐप में अपना पैसा पाएँ।',
  approvedTitle: 'बधाई हो, आपका लोन आवेदन स्वीकृत हो गया है',
  approvedBody: 'Saral ऐप में पैसा पाएँ।',
  getMoney: 'पैसा पाएँ',
  calculation: 'लोन का हिसाब',
  numberOfLoans: 'लोन की संख्या',
  loanAmount: 'लोन राशि',
  limitDepends:
    'आपकी लोन सीमा हमारी क्रेडिट जाँच पर और इस पर निर्भर है कि आपने हमसे कितनी बार उधार लिया है।',
  payOnTime: 'समय पर चुकाने से आपका क्रेडिट स्कोर और आपकी सीमा बढ़ती है।',
};
export default hi;
