import { FieldMessage } from '@saral/contract/field-rules';
import { OnboardingMessage } from '@saral/contract/onboarding';

/** Hindi of the onboarding refusals: forms, identity, Aadhaar OTP, face, contacts, bank account. */
export const HINDI_ONBOARDING_MESSAGES: readonly (readonly [string, string])[] = [
  [FieldMessage.aadhaarMissing, 'कृपया आधार नंबर डालें।'],
  [FieldMessage.aadhaarInvalid, 'कृपया सही 12 अंकों का आधार नंबर डालें'],
  [FieldMessage.panMissing, 'कृपया PAN डालें।'],
  [FieldMessage.panInvalid, 'कृपया किसी व्यक्ति का सही PAN डालें, जैसे ABCPE1234F'],
  [FieldMessage.ifscMissing, 'कृपया IFSC कोड डालें'],
  [FieldMessage.ifscInvalid, 'कृपया 11 अक्षरों का सही IFSC कोड डालें, जैसे SBIN0001234'],
  [FieldMessage.accountMissing, 'कृपया बैंक खाता नंबर डालें'],
  [FieldMessage.confirmAccountMissing, 'कृपया खाता नंबर दोबारा डालें'],
  [FieldMessage.accountMismatch, 'कृपया खाता नंबर की पुष्टि करें'],
  [FieldMessage.accountInvalid, 'बैंक खाता नंबर 9 से 19 अंकों का होना चाहिए'],
  [
    FieldMessage.contactName,
    "नाम में केवल छोटे अंग्रेज़ी अक्षर, स्पेस, एपॉस्ट्रॉफ़ी (') और पूर्ण विराम (.) हो सकते हैं",
  ],
  [FieldMessage.contactMobile, 'कृपया 10 अंकों का मोबाइल नंबर डालें'],
  [FieldMessage.contactOwnNumber, 'यह आपका अपना नंबर है। किसी ऐसे व्यक्ति का नंबर डालें जो आपको जानता हो'],
  [OnboardingMessage.imageTooBig, 'फ़ोटो बहुत बड़ी है, सीमा 10MB है'],
  [OnboardingMessage.notAnImage, 'यह फ़ाइल फ़ोटो नहीं है: JPG या PNG चुनें'],
  [OnboardingMessage.aadhaarFront, 'कृपया आधार का सामने वाला हिस्सा अपलोड करें'],
  [OnboardingMessage.aadhaarBack, 'कृपया आधार का पीछे वाला हिस्सा अपलोड करें'],
  [OnboardingMessage.pan, 'कृपया PAN अपलोड करें'],
  [OnboardingMessage.face, 'कृपया चेहरे की फ़ोटो (फ़ेस जाँच) अपलोड करें'],
  [OnboardingMessage.realName, 'कृपया अपना नाम वैसा ही डालें जैसा आपके PAN कार्ड पर है'],
  [OnboardingMessage.verifyDialogTitle, 'अपना आधार नंबर सत्यापित करें'],
  [OnboardingMessage.verifyDialogText, 'OTP पाने के लिए कृपया आधार से जुड़ा मोबाइल नंबर इस्तेमाल करें'],
  [OnboardingMessage.aadhaarNotVerified, 'कृपया पहले OTP से अपना आधार नंबर सत्यापित करें'],
  [OnboardingMessage.aadhaarUsedElsewhere, 'यह आधार नंबर पहले से किसी दूसरे खाते में दर्ज है'],
  [OnboardingMessage.selectBankAccount, 'कृपया बैंक खाता चुनें या जोड़ें'],
  [OnboardingMessage.readingCard, 'आपका कार्ड पढ़ा जा रहा है…'],
  [OnboardingMessage.cardReadingBusy, 'अभी बहुत लोग साइन अप कर रहे हैं: आपका कार्ड थोड़ी देर में पढ़ा जाएगा'],
  [OnboardingMessage.cardReplaced, 'इस कार्ड की एक नई फ़ोटो अपलोड हुई है; अब वही पढ़ी जाएगी'],
  [
    OnboardingMessage.notAadhaarFront,
    'यह फ़ोटो आधार कार्ड का सामने वाला हिस्सा नहीं है। फिर से फ़ोटो लें, या नीचे अपनी जानकारी लिखें',
  ],
  [
    OnboardingMessage.cardUnreadable,
    'हम यह फ़ोटो नहीं पढ़ सके। अच्छी रोशनी में फिर से फ़ोटो लें, या नीचे अपनी जानकारी लिखें',
  ],
  [
    OnboardingMessage.cardReaderFailed,
    'आपका कार्ड पढ़ने में हमारी तरफ़ से गड़बड़ हुई, आपकी फ़ोटो में नहीं। थोड़ी देर में फिर से कोशिश करें, या नीचे अपनी जानकारी लिखें',
  ],
  ['Please choose an image to upload', 'कृपया अपलोड करने के लिए एक फ़ोटो चुनें'],
  ['Send the image as multipart/form-data', 'फ़ोटो multipart/form-data के रूप में भेजें'],
  ['Send one image at a time', 'एक बार में एक ही फ़ोटो भेजें'],
  ['The upload was incomplete, please try again', 'अपलोड पूरा नहीं हुआ, कृपया फिर से कोशिश करें'],
  [
    'Please tap Verify to get an OTP for this Aadhaar number first',
    'इस आधार नंबर के लिए OTP पाने को पहले "Verify" दबाएँ',
  ],
  [
    'Face check service is unavailable, please try again',
    'फ़ेस जाँच सेवा अभी उपलब्ध नहीं है, कृपया फिर से कोशिश करें',
  ],
  // Aadhaar OTP providers.
  [
    'Aadhaar service is unavailable, please try again',
    'आधार सेवा अभी उपलब्ध नहीं है, कृपया फिर से कोशिश करें',
  ],
  ['Invalid Aadhaar Number', 'आधार नंबर सही नहीं है'],
  [
    'Aadhaar number does not have a mobile number linked to it',
    'इस आधार नंबर से कोई मोबाइल नंबर जुड़ा नहीं है',
  ],
  ['Could not send the OTP, please try again', 'OTP नहीं भेजा जा सका, कृपया फिर से कोशिश करें'],
  ['OTP session expired, please request a new OTP', 'OTP सत्र समाप्त हो गया, कृपया नया OTP मँगाएँ'],
  ['OTP expired, please request a new OTP', 'OTP समाप्त हो गया, कृपया नया OTP मँगाएँ'],
  ['Too many wrong attempts, please request a new OTP', 'बहुत ज़्यादा गलत कोशिशें, कृपया नया OTP मँगाएँ'],
  ['Invalid OTP', 'OTP गलत है'],
  // Profile forms and contacts.
  ['Please enter a valid email address', 'कृपया सही ईमेल पता डालें'],
  ['Please choose a Relationship for every contact', 'कृपया हर संपर्क के लिए रिश्ता चुनें'],
  ['Please give three different mobile numbers', 'कृपया तीन अलग-अलग मोबाइल नंबर दें'],
  // Bank account.
  ['Please enter a valid IFSC code', 'कृपया सही IFSC कोड डालें'],
  ['Invalid bank account', 'बैंक खाता सही नहीं है'],
  ['This bank account was not found in your account.', 'यह बैंक खाता आपके खाते में नहीं मिला।'],
];
