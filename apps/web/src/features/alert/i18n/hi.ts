import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  title: 'यह सेवा केवल iOS इस्तेमाल करने वालों के लिए है',
  openInIos: 'कृपया यह पेज किसी iOS ब्राउज़र में खोलें, जैसे iPhone या iPad पर Safari।',
  copyThis: 'यह पता कॉपी करें और iOS ब्राउज़र में पेस्ट करें:',
  copied: 'कॉपी हो गया',
  copyAddress: 'पता कॉपी करें',
  copiedText: 'पता कॉपी हो गया है। इसे अपने iPhone या iPad पर Safari में पेस्ट करें।',
  selectedText: 'पता चुना गया है: कॉपी करने के लिए उसे दबाकर रखें।',
};
export default hi;
