import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  tagline: 'छोटे लोन, साफ़ शुल्क, मिनटों में पैसा',
  title: 'लॉग इन करें या साइन अप करें',
  subtitle: 'हम आपके मोबाइल नंबर पर 4 अंकों का कोड भेजेंगे।',
  codeLabel: 'वन-टाइम कोड',
  codePlaceholder: '4 अंकों का कोड',
  sending: 'भेजा जा रहा है…',
  sendCode: 'कोड भेजें',
  resend: 'दोबारा भेजें',
  secondsLeft: '{seconds} से.',
  codeSent: 'कोड SMS से भेज दिया गया',
  login: 'लॉग इन',
  agreementAria: 'मैं लोन गारंटी समझौते से सहमत हूँ',
  agreementLabel: 'मैं लोन गारंटी समझौते',
  agreementMiddle: ', ',
  privacyLink: 'गोपनीयता नीति',
  agreementAnd: ' और ',
  termsLink: 'उपयोग की शर्तों',
  agreementEnd: ' से सहमत हूँ।',
  phoneInvalid: 'कृपया सही फ़ोन नंबर डालें',
  agreementMissing: 'कृपया लोन गारंटी समझौते से सहमति दें।',
};
export default hi;
