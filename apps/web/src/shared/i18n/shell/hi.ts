import type { CatalogOf } from '../catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  mainNavigation: 'मुख्य',
  tabHome: 'होम',
  tabOrder: 'ऑर्डर',
  tabAccount: 'खाता',
  loading: 'लोड हो रहा है',
  offlineTitle: 'आप ऑफ़लाइन हैं।',
  offlineText: 'कनेक्शन लौटने तक पैसों से जुड़े काम रुके रहेंगे।',
  pageErrorTitle: 'यह पेज लोड नहीं हो सका',
  pageErrorOffline: 'आप ऑफ़लाइन हैं',
  pageErrorOfflineText: 'इंटरनेट से जुड़ें, फिर "फिर से कोशिश करें" दबाएँ।',
  tryAgain: 'फिर से कोशिश करें',
  back: 'वापस',
  infoTitle: 'सूचना',
  ok: 'ठीक है',
  mobileNumber: 'मोबाइल नंबर',
  mobileNumberPlaceholder: '10 अंकों का मोबाइल नंबर',
  languageSwitch: 'भाषा',
  routeErrorTitle: 'कुछ गड़बड़ हो गई',
  routeErrorText: 'कृपया पेज दोबारा लोड करें। आपका डेटा सुरक्षित है।',
  reload: 'दोबारा लोड करें',
};
export default hi;
