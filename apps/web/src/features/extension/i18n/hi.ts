import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  loanMissing: 'यह लोन मौजूद नहीं है।',
  noExtension: 'अभी अवधि नहीं बढ़ सकती',
  backToLoan: 'अपने लोन पर वापस',
  extensionFee: 'अवधि बढ़ाने का शुल्क',
  dueDateMoves: 'चुकाने की तारीख आगे होगी',
  dueDateMove: 'चुकाने की तारीख {from} → {to} ',
  payWithin: '24 घंटे में, {time} तक भुगतान करें',
  feeBreakdown: 'शुल्क का ब्योरा',
  details: 'अवधि बढ़ाने का विवरण',
  rate: 'अवधि बढ़ाने की दर',
  requestTime: 'अनुरोध का समय',
  daysAfter: 'अनुरोध के बाद के दिन',
  currentDue: 'अभी की चुकाने की तारीख',
  newDue: 'चुकाने की नई तारीख',
  payBy: 'इस समय तक भुगतान करें',
  repaidFirst: 'आपने जो राशि पहले ही चुका दी है, वह पहले अवधि बढ़ाने के शुल्क में गिनी जाती है।',
  consentPayment: 'सहमति और भुगतान',
  consent: 'मैं अवधि बढ़ाने के शुल्क और चुकाने की नई तारीख से सहमत हूँ',
  pay: 'अवधि बढ़ाने का शुल्क दें',
  cancel: 'अवधि बढ़ाना रद्द करें',
  'Extension service fee': 'अवधि बढ़ाने की सेवा का शुल्क',
  Interest: 'ब्याज',
  'Overdue fee': 'देरी का शुल्क',
  'Extension fee already paid': 'पहले से दिया गया शुल्क',
  ratePerDay: '{rate}% प्रति दिन',
  days: '{count} दिन',
  gain: '+{count} दिन',
};
export default hi;
