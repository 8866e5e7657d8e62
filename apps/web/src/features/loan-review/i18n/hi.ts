import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  stillUnderReview: 'अभी जाँच जारी है',
  rateText: 'Saral पसंद आया? ऐप स्टोर में हमें 5 स्टार दें। इससे दूसरों को हमें ढूँढने में मदद मिलती है।',
  rate: '5 स्टार दें',
  notNow: 'अभी नहीं',
  thanks: 'आपके साथ के लिए धन्यवाद!',
  orderMissing: 'ऑर्डर नहीं मिला',
  noApplication: 'यह लिंक किसी लोन आवेदन का नहीं है।',
  backToHome: 'होम पर वापस',
  inAuditing: 'जाँच चल रही है...',
  submitted: 'आपका आवेदन भेज दिया गया है और अभी उसकी जाँच हो रही है।',
  smsWhenApproved: 'स्वीकृत होते ही हम आपको SMS भेजेंगे।',
  denied: 'आवेदन अस्वीकृत',
  reasonPrefix: 'कारण: ',
  applyAgainWhen: 'मैं फिर से कब आवेदन कर सकता/सकती हूँ?',
  newPhoto: 'हमें एक नई फ़ोटो चाहिए',
  newPhotoText:
    'हमारी टीम आपकी पहचान की एक फ़ोटो इस्तेमाल नहीं कर सकी। कृपया उसे फिर से लें, ताकि हम आपके आवेदन की जाँच पूरी कर सकें।',
  takeAgain: 'फ़ोटो फिर से लें',
  refresh: 'रीफ़्रेश करें',
  amountGrows: 'आपकी लोन राशि बढ़ सकती है',
  amountGrowsText:
    'हमारे साथ आपका क्रेडिट इतिहास जितना बनेगा और आप जितने लोन समय पर चुकाएँगे, अगली बार उतनी बड़ी राशि उधार ले सकेंगे।',
  likeSaral: 'Saral पसंद है?',
  ratingHelps: '5 स्टार की रेटिंग से हम और ग्राहकों की सेवा कर पाते हैं।',
  evaluate: 'रेटिंग दें',
  deniedText:
    'हमने आपके आवेदन की ध्यान से जाँच की, पर इस बार इसे स्वीकार नहीं कर सकते। यह फ़ैसला आवेदन के समय आपकी जानकारी और क्रेडिट जाँच पर आधारित है।',
  reason: 'कारण',
  countdown: 'फिर से आवेदन की उलटी गिनती',
  applyAgainAfter: 'फ़ैसले के {days} दिन बाद आप फिर से आवेदन कर सकते हैं।',
  applyAgainIn: 'आप फिर से आवेदन कर सकेंगे',
  applyAgainNow: 'आप अब फिर से आवेदन कर सकते हैं',
  chances: 'अपनी जानकारी अपडेट रखने और हर लोन समय पर चुकाने से अगली बार आपकी संभावना बढ़ती है।',
  back: 'वापस',
  hoursOnly: '{hours} घंटे में',
  wait: '{days} दिन {hours} घंटे में',
  'Identity documents could not be verified': 'पहचान के दस्तावेज़ सत्यापित नहीं हो सके',
  'Income does not support this loan': 'आमदनी इस लोन के लिए काफ़ी नहीं है',
  'Bank account details do not match': 'बैंक खाते का विवरण मेल नहीं खाता',
  'Credit policy: not eligible now': 'क्रेडिट नीति: अभी पात्र नहीं',
  'Suspected fraud or shared identity': 'धोखाधड़ी या किसी और की पहचान का शक',
};
export default hi;
