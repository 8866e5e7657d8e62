import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

// Keys of the contract's messages are their English text, written out: importing the contract
// here would tie the lazily loaded Hindi chunk to it.
const hi: CatalogOf<typeof en> = {
  title: 'चेहरे की पहचान',
  tip1: 'अच्छी रोशनी में रहें और सीधे कैमरे की ओर देखें',
  tip2: 'चश्मा, मास्क या टोपी हटा दें',
  tip3: 'पूरा चेहरा फ़्रेम के अंदर रखें और हिलें नहीं',
  photoLabel: 'चेहरे की फ़ोटो',
  photoAlt: 'आपके चेहरे की फ़ोटो',
  preparing: 'फ़ोटो तैयार हो रही है…',
  retake: 'फ़ोटो दोबारा लें',
  takeSelfie: 'सेल्फ़ी लें',
  tipsTitle: 'जल्दी मिलान के लिए',
  'Hold the phone at eye level and look straight at the camera':
    'फ़ोन को आँखों की ऊँचाई पर रखें और सीधे कैमरे में देखें',
  'Make sure your face is well lit and fills the oval': 'चेहरे पर अच्छी रोशनी हो और चेहरा पूरे घेरे में आए',
  'Remove sunglasses, masks and caps': 'धूप का चश्मा, मास्क और टोपी हटा दें',
  next: 'आगे बढ़ें',
  resultNext: 'आगे',
  accepted: 'सेल्फ़ी स्वीकार हो गई',
  notAccepted: 'सेल्फ़ी स्वीकार नहीं हुई',
  acceptedText: 'आपकी फ़ोटो साफ़ है। आगे बढ़ने के लिए "आगे" दबाएँ।',
  checkMissing: 'हमें आपके चेहरे की जाँच नहीं मिली। कृपया फ़ोटो दोबारा लें।',
  saveFailed: 'हम आपके चेहरे की जाँच सेव नहीं कर पाए',
  backToFace: 'चेहरे की पहचान पर वापस जाएँ',
  tryAgain: 'फिर से कोशिश करें',
  saving: 'आपकी जाँच सेव हो रही है…',
  'Please Upload Face Recognition ': 'कृपया अपने चेहरे की फ़ोटो लें',
  'Image size is too big, limit 10MB': 'फ़ोटो बहुत बड़ी है, सीमा 10MB है',
  'This file is not a photo: choose a JPG or PNG': 'यह फ़ाइल फ़ोटो नहीं है: JPG या PNG चुनें',
};
export default hi;
