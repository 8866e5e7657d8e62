/** Hindi of the loan refusals: applying, the KFS, Get Money, repaying, extensions, cooling-off. */
export const HINDI_LOAN_MESSAGES: readonly (readonly [string, string])[] = [
  // Applying.
  ['Please choose one of the amounts offered', 'कृपया दी गई राशियों में से एक चुनें'],
  ['Please complete your verification before applying', 'आवेदन से पहले कृपया अपना सत्यापन पूरा करें'],
  ['Please Select or Add Bank Account', 'कृपया बैंक खाता चुनें या जोड़ें'],
  [
    'This request was already made with different details. Please start a new application.',
    'यह अनुरोध पहले ही अलग जानकारी के साथ किया जा चुका है। कृपया नया आवेदन शुरू करें।',
  ],
  [
    'Your application is submitted. Please continue in the Saral app.',
    'आपका आवेदन जमा हो गया है। कृपया Saral ऐप में आगे बढ़ें।',
  ],
  // The Key Fact Statement and Get Money.
  [
    'The Key Fact Statement is ready once your application is approved',
    'आपका आवेदन मंज़ूर होने पर Key Fact Statement (KFS) तैयार होगा',
  ],
  ['This loan can no longer be confirmed', 'इस लोन की अब पुष्टि नहीं की जा सकती'],
  [
    'The loan terms have changed: please read and accept the updated Key Fact Statement',
    'लोन की शर्तें बदल गई हैं: कृपया नया Key Fact Statement (KFS) पढ़कर स्वीकार करें',
  ],
  [
    'Please read and accept the Key Fact Statement first',
    'कृपया पहले Key Fact Statement (KFS) पढ़कर स्वीकार करें',
  ],
  [
    'The amount changed: please accept the updated Key Fact Statement',
    'राशि बदल गई है: कृपया नया Key Fact Statement (KFS) स्वीकार करें',
  ],
  ['Please open the Key Fact Statement again', 'कृपया Key Fact Statement (KFS) फिर से खोलें'],
  ['Your application is still under review', 'आपके आवेदन की अभी जाँच चल रही है'],
  ['This application was denied', 'यह आवेदन अस्वीकार कर दिया गया'],
  [
    'The payout of this loan failed. Please apply again',
    'इस लोन की राशि भेजी नहीं जा सकी। कृपया फिर से आवेदन करें',
  ],
  ['This loan cannot be paid out', 'इस लोन की राशि नहीं भेजी जा सकती'],
  [
    'Your loan documents are ready once you accept the Key Fact Statement',
    'Key Fact Statement (KFS) स्वीकार करने के बाद आपके लोन दस्तावेज़ तैयार होंगे',
  ],
  ['This credit limit is not open to you yet', 'यह क्रेडिट लिमिट अभी आपके लिए खुली नहीं है'],
  // Repaying.
  ['This loan has nothing to repay now', 'इस लोन पर अभी कुछ चुकाना नहीं है'],
  ['Nothing is due on this loan', 'इस लोन पर कुछ भी बकाया नहीं है'],
  ['The extension fee can no longer be paid', 'अवधि बढ़ाने की फ़ीस अब नहीं भरी जा सकती'],
  ['The cooling-off period of this loan has ended', 'इस लोन की कूलिंग-ऑफ़ अवधि खत्म हो गई है'],
  [
    'Payment service is unavailable, please try again',
    'भुगतान सेवा अभी उपलब्ध नहीं है, कृपया फिर से कोशिश करें',
  ],
  ['Payment not found', 'भुगतान नहीं मिला'],
  // Extensions.
  ['This loan cannot be extended now', 'इस लोन की अवधि अभी नहीं बढ़ाई जा सकती'],
  ['This loan has already been extended', 'इस लोन की अवधि पहले ही बढ़ाई जा चुकी है'],
  ['This extension is no longer open', 'अवधि बढ़ाने का यह अनुरोध अब खुला नहीं है'],
  ['The time to pay the extension fee has passed', 'अवधि बढ़ाने की फ़ीस भरने का समय निकल गया है'],
  ['This extension belongs to another order', 'अवधि बढ़ाने का यह अनुरोध किसी दूसरे लोन का है'],
  // Cooling-off exit.
  [
    'The cooling-off exit opens once the money reaches your account',
    'पैसे आपके खाते में पहुँचने के बाद कूलिंग-ऑफ़ से लोन बंद करने का विकल्प खुलेगा',
  ],
  [
    'This loan cannot be closed through the cooling-off exit now',
    'यह लोन अभी कूलिंग-ऑफ़ के ज़रिए बंद नहीं किया जा सकता',
  ],
];
