/**
 * Borrower messages that carry a number, a date, a loan number or a name: the English shape
 * (groups for what varies) and its Hindi. A function answers null for a value it has no Hindi
 * for; the message then stays English.
 */
export type HindiPattern = readonly [RegExp, (...groups: string[]) => string | null];

/** Order states as the messages name them (orderStateLabel), as the app's Hindi says them. */
const STATE_HI: Readonly<Record<string, string>> = {
  Auditing: 'जाँच में',
  Pass: 'स्वीकृत',
  Denied: 'अस्वीकृत',
  Lending: 'भेजा जा रहा है',
  Failed: 'विफल',
  Loaned: 'लोन चालू',
  Settled: 'चुका दिया',
  Overdued: 'बकाया',
  Extension: 'अवधि बढ़ी',
  Invalid: 'अमान्य',
};

/** What notFound(what) names in the borrower API: "Order not found". */
const NOT_FOUND_HI: Readonly<Record<string, string>> = {
  Order: 'लोन नहीं मिला',
  Product: 'लोन प्रोडक्ट नहीं मिला',
  'A loan product applied for here': 'यहाँ आवेदन के लिए कोई लोन प्रोडक्ट नहीं मिला',
  Bank: 'बैंक नहीं मिला',
  State: 'राज्य नहीं मिला',
  City: 'शहर नहीं मिला',
  Extension: 'अवधि बढ़ाने का अनुरोध नहीं मिला',
  'Face check': 'फ़ेस जाँच नहीं मिली',
  File: 'फ़ाइल नहीं मिली',
  Payment: 'भुगतान नहीं मिला',
  Borrower: 'खाता नहीं मिला',
  'About us': 'हमारे बारे में जानकारी नहीं मिली',
  'Tracking config': 'ट्रैकिंग सेटिंग नहीं मिली',
};

const MONTH_HI: Readonly<Record<string, string>> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Sept: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};

/** "12 Mar 2026" or "12 Mar 2026, 3:00 pm" (shared/clock) with the month in Hindi. */
export const hindiDate = (english: string): string =>
  english.replace(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\b/, (month) => {
    return MONTH_HI[month] ?? month;
  });

const state = (label: string) => STATE_HI[label] ?? label;

export const HINDI_PATTERNS: readonly HindiPattern[] = [
  [
    /^Please wait (\d+) seconds before requesting another code\.$/,
    (seconds) => `दूसरा कोड मँगाने से पहले कृपया ${seconds} सेकंड रुकें।`,
  ],
  [
    /^Too many code requests from your network\. Please wait (\d+) seconds and try again\.$/,
    (seconds) => `आपके नेटवर्क से बहुत ज़्यादा कोड मँगाए गए हैं। कृपया ${seconds} सेकंड रुककर फिर से कोशिश करें।`,
  ],
  [
    /^Please wait (\d+) seconds before requesting another OTP$/,
    (seconds) => `दूसरा OTP मँगाने से पहले कृपया ${seconds} सेकंड रुकें`,
  ],
  [
    /^Too many Aadhaar checks\. Please try again in (\d+) minutes\.$/,
    (minutes) => `आधार की बहुत ज़्यादा जाँचें हो गई हैं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`,
  ],
  [
    /^You cannot delete your account while loan (.+) is open \((\w+)\)\. You can delete it once the loan is closed\.$/,
    (loan, label) =>
      `लोन ${loan} खुला होने (${state(label ?? '')}) तक आप अपना खाता नहीं हटा सकते। लोन बंद होने के बाद आप इसे हटा सकते हैं।`,
  ],
  [
    /^A no-dues letter is issued once the loan is fully repaid\. Loan (.+) is (\w+)\.$/,
    (loan, label) =>
      `लोन पूरा चुकाने के बाद ही नो-ड्यूज़ पत्र मिलता है। लोन ${loan} की स्थिति: ${state(label ?? '')}।`,
  ],
  [
    /^You already have an active loan: (.+), order (.+)\. You can apply for another loan once it is closed\.$/,
    (product, order) =>
      `आपका एक लोन पहले से चालू है: ${product}, ऑर्डर ${order}। उसके बंद होने के बाद आप दूसरे लोन के लिए आवेदन कर सकते हैं।`,
  ],
  [/^(.+) is fully booked today$/, (product) => `${product} आज के लिए पूरा भर चुका है`],
  [
    /^You can apply again in (\d+) days (\d+) hours$/,
    (days, hours) => `आप ${days} दिन ${hours} घंटे बाद फिर से आवेदन कर सकते हैं`,
  ],
  [/^The loan term is (\d+) days$/, (days) => `लोन की अवधि ${days} दिन है`],
  [/^Your credit limit is already (.+)$/, (amount) => `आपकी क्रेडिट लिमिट पहले से ${amount} है`],
  [
    /^An extension becomes available on (.+)\. Requested today, it would not move your due date of (.+)\.$/,
    (from, due) =>
      `अवधि बढ़ाने का विकल्प ${hindiDate(from ?? '')} से मिलेगा। आज अनुरोध करने पर आपकी ${hindiDate(due ?? '')} की नियत तारीख आगे नहीं बढ़ेगी।`,
  ],
  [
    /^The cooling-off period of this loan ended on (.+)\. You can still repay the loan in full\.$/,
    (until) =>
      `इस लोन की कूलिंग-ऑफ़ अवधि ${hindiDate(until ?? '')} को खत्म हो गई। आप अब भी पूरा लोन चुका सकते हैं।`,
  ],
  [/^(.+) not found$/, (what) => NOT_FOUND_HI[what ?? ''] ?? null],
  [
    /^The (\w+) must be a positive whole number$/,
    (field) => `${field} एक धनात्मक पूर्ण संख्या होनी चाहिए`,
  ],
  [
    /^The (\w+) must be a positive number of rupees$/,
    (field) => `${field} रुपयों की धनात्मक राशि होनी चाहिए`,
  ],
  [/^The (\w+) must be a whole number of days$/, (field) => `${field} दिनों की पूर्ण संख्या होनी चाहिए`],
  [/^The purpose must be one of: (.+)$/, (list) => `उद्देश्य इनमें से एक होना चाहिए: ${list}`],
  [
    /^You must be at least (\d+) years old to borrow$/,
    (age) => `लोन लेने के लिए आपकी उम्र कम से कम ${age} साल होनी चाहिए`,
  ],
  [
    /^Please choose a (.+) in the chosen (.+)$/,
    (district, stateField) => `कृपया चुने गए ${stateField} में से ${district} चुनें`,
  ],
  [/^(.+) has (\d+) digits$/, (field, digits) => `${field} में ${digits} अंक होने चाहिए`],
  [/^(.+) must contain digits only$/, (field) => `${field} में केवल अंक होने चाहिए`],
  [
    /^(.+) must be at most (\d+) characters$/,
    (field, max) => `${field} में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं`,
  ],
  [/^(.+) needs at least (\d+) digits$/, (field, min) => `${field} में कम से कम ${min} अंक चाहिए`],
  [
    /^(.+) must be at least (\d+) characters$/,
    (field, min) => `${field} में कम से कम ${min} अक्षर होने चाहिए`,
  ],
  [
    /^(.+) must be a real date written DD-MM-YYYY$/,
    (field) => `${field} एक सही तारीख होनी चाहिए, DD-MM-YYYY के रूप में`,
  ],
  [/^Please choose (.+) from the list$/, (field) => `कृपया सूची में से ${field} चुनें`],
  [/^Please choose (.+)$/, (field) => `कृपया ${field} चुनें`],
  [/^Please enter (.+)$/, (field) => `कृपया ${field} डालें`],
];
