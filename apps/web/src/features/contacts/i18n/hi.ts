import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

// Keys of the contract's messages are their English text, written out: importing the contract
// here would tie the lazily loaded Hindi chunk to it.
const hi: CatalogOf<typeof en> = {
  title: 'संपर्क जानकारी',
  relationship: 'रिश्ता',
  relationshipOf: '{block}: रिश्ता',
  pleaseChoose: 'कृपया चुनें',
  name: 'नाम',
  nameOf: '{block}: नाम',
  namePlaceholder: 'पूरा नाम, छोटे अंग्रेज़ी अक्षरों में',
  mobile: 'मोबाइल',
  mobileOf: '{block}: मोबाइल',
  mobilePlaceholder: '10 अंकों का मोबाइल नंबर',
  cancel: 'रद्द करें',
  next: 'आगे बढ़ें',
  'Urgent Contact one': 'आपातकालीन संपर्क 1',
  'Urgent Contact two': 'आपातकालीन संपर्क 2',
  'Urgent Contact third': 'आपातकालीन संपर्क 3',
  Father: 'पिता',
  Mother: 'माता',
  Spouse: 'पति/पत्नी',
  brother: 'भाई',
  sisters: 'बहन',
  Children: 'बच्चे',
  Friends: 'दोस्त',
  'Please enter a name': 'कृपया नाम डालें',
  "Name may contain only lowercase letters, spaces, apostrophe (') and full stop (.)":
    "नाम में केवल छोटे अंग्रेज़ी अक्षर, स्पेस, अपॉस्ट्रॉफ़ी (') और पूर्ण विराम (.) हो सकते हैं",
  'Please enter a 10-digit mobile number': 'कृपया 10 अंकों का मोबाइल नंबर डालें',
  'Please choose a Relationship': 'कृपया रिश्ता चुनें',
  'Please give three different mobile numbers': 'कृपया तीन अलग-अलग मोबाइल नंबर दें',
  'This is your own number. Enter the number of someone who knows you':
    'यह आपका अपना नंबर है। किसी ऐसे व्यक्ति का नंबर डालें जो आपको जानता हो',
};
export default hi;
