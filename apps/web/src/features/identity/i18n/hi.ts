import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

// Keys of the contract's messages are their English text, written out: importing the contract
// here would tie the lazily loaded Hindi chunk to it.
const hi: CatalogOf<typeof en> = {
  title: 'पहचान सत्यापन',
  uploadIntro: 'अच्छी रोशनी में अपने कार्ड की साफ़ फ़ोटो लें। हम आपकी जानकारी उन्हीं से पढ़ते हैं।',
  confirmDetails: 'अपनी जानकारी जाँच लें',
  name: 'नाम',
  namePlaceholder: 'PAN कार्ड पर लिखा नाम',
  aadhaarNo: 'आधार नंबर',
  aadhaarPlaceholder: '12 अंकों का आधार नंबर',
  panNo: 'PAN नंबर',
  panPlaceholder: '10 अक्षरों का PAN, जैसे ABCPE1234F',
  confirmToNext: 'आगे बढ़ें',
  aadhaarFront: 'आधार का आगे का हिस्सा',
  aadhaarBack: 'आधार का पीछे का हिस्सा',
  pan: 'PAN',
  hintFront: 'जिस तरफ़ आपकी फ़ोटो है',
  hintBack: 'जिस तरफ़ आपका पता है',
  hintPan: 'आपके PAN कार्ड का आगे का हिस्सा',
  cardPhoto: '{card} की फ़ोटो',
  preparing: 'फ़ोटो तैयार हो रही है…',
  uploading: 'अपलोड हो रही है…',
  uploaded: 'अपलोड हो गई',
  uploadFailed: 'अपलोड नहीं हुई। फिर से कोशिश करने के लिए दबाएँ',
  retake: 'दोबारा लें',
  retry: 'फिर से',
  upload: 'अपलोड करें',
  otpIntro: 'अपना आधार नंबर डालें और आधार से जुड़े मोबाइल नंबर पर आए कोड से उसकी पुष्टि करें।',
  aadhaarNumber: 'आधार नंबर',
  verified: 'पुष्टि हो गई',
  sending: 'भेजा जा रहा है…',
  verify: 'पुष्टि करें',
  anotherAadhaar: 'दूसरा आधार नंबर डालें',
  verifiedEarlier: 'पहले पुष्टि हो चुकी है: {number}',
  alreadyVerified: 'इस आधार नंबर की पुष्टि पहले ही हो चुकी है',
  aadhaarVerified: 'आधार की पुष्टि हो गई',
  panId: 'PAN नंबर',
  next: 'आगे',
  codeSentTo: ' (कोड {phone} पर भेजा गया)',
  otp: 'OTP',
  enterOtp: 'OTP डालें',
  resend: 'दोबारा भेजें',
  secondsLeft: '{seconds} से.',
  cancel: 'रद्द करें',
  confirm: 'पुष्टि करें',
  'Please Enter Correct OTP': 'कृपया सही OTP डालें',
  'Please Input IDcard No.': 'कृपया आधार नंबर डालें',
  'Please enter a valid 12-digit Aadhaar number': 'कृपया 12 अंकों का सही आधार नंबर डालें',
  'Please Input Pan Id. ': 'कृपया PAN नंबर डालें',
  'Please enter a valid PAN of an individual, like ABCPE1234F':
    'कृपया किसी व्यक्ति का सही PAN डालें, जैसे ABCPE1234F',
  'Image size is too big, limit 10MB': 'फ़ोटो बहुत बड़ी है, सीमा 10MB है',
  'This file is not a photo: choose a JPG or PNG': 'यह फ़ाइल फ़ोटो नहीं है: JPG या PNG चुनें',
  'Please Upload Aadhaar front': 'कृपया आधार के आगे के हिस्से की फ़ोटो अपलोड करें',
  'Please Upload Aadhaar Back ': 'कृपया आधार के पीछे के हिस्से की फ़ोटो अपलोड करें',
  'Please Upload PAN ': 'कृपया PAN कार्ड की फ़ोटो अपलोड करें',
  'Please enter your name as on your PAN card': 'कृपया अपना नाम वैसा ही लिखें जैसा PAN कार्ड पर है',
  'Verify Your IdNo.': 'अपने आधार नंबर की पुष्टि करें',
  'Please use Aadhaar bound mobile number to receive OTP':
    'OTP पाने के लिए आधार से जुड़ा मोबाइल नंबर इस्तेमाल करें',
  'Please verify your Aadhaar number with the OTP first': 'कृपया पहले OTP से अपने आधार नंबर की पुष्टि करें',
  'This Aadhaar number is already registered with another account':
    'यह आधार नंबर किसी दूसरे खाते से पहले ही जुड़ा है',
  'Reading your card…': 'आपका कार्ड पढ़ा जा रहा है…',
  'Many people are signing up: reading your card in a moment':
    'अभी बहुत लोग साइन अप कर रहे हैं: आपका कार्ड थोड़ी देर में पढ़ा जाएगा',
  'A newer photo of this card was uploaded; it is read instead':
    'इस कार्ड की नई फ़ोटो अपलोड हुई है; अब वही पढ़ी जाएगी',
  'This photo is not an Aadhaar card front. Retake it, or type your details below':
    'यह फ़ोटो आधार कार्ड के आगे के हिस्से की नहीं है। दोबारा लें, या नीचे अपनी जानकारी लिखें',
  'We could not read this photo. Retake it in good light, or type your details below':
    'हम यह फ़ोटो पढ़ नहीं पाए। अच्छी रोशनी में दोबारा लें, या नीचे अपनी जानकारी लिखें',
  'Reading your card failed on our side, not because of your photo. Try again in a moment, or type your details below':
    'कार्ड पढ़ने में हमारी तरफ़ से गड़बड़ हुई, आपकी फ़ोटो में नहीं। थोड़ी देर में फिर से कोशिश करें, या नीचे अपनी जानकारी लिखें',
  'Please wait until the photos finish uploading': 'कृपया फ़ोटो अपलोड होने तक रुकें',
};
export default hi;
