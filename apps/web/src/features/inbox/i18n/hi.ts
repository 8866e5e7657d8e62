import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  'loan.approved': 'लोन मंज़ूर',
  'loan.denied': 'आवेदन मंज़ूर नहीं हुआ',
  'loan.disbursed': 'पैसा भेज दिया गया',
  'loan.documents': 'आपके लोन के दस्तावेज़',
  'loan.due-soon': 'भुगतान की तारीख पास है',
  'loan.due-today': 'आज भुगतान की तारीख है',
  'loan.overdue': 'भुगतान बकाया है',
  'payment.received': 'भुगतान मिल गया',
  'extension.confirmed': 'अवधि बढ़ गई',
  'collections.agent-assigned': 'आपके रिकवरी एजेंट',
  'offer.borrow-again': 'फिर से लोन लें',
  message: 'संदेश',
  new: 'नया',
  messages: 'संदेश',
  messagesUnread: 'संदेश, {count} बिना पढ़े',
  emptyTitle: 'अभी कोई संदेश नहीं',
  emptyText: 'जब आपका लोन मंज़ूर होगा, पैसा भेजा जाएगा या चुकाने की तारीख आएगी, हम आपको यहाँ बताएँगे।',
  loadMore: 'और देखें',
  noOlder: 'इससे पुराने संदेश नहीं हैं',
  openDocuments: 'दस्तावेज़ खोलें ›',
  seeBorrow: 'देखें आप कितना ले सकते हैं ›',
  openLoan: 'लोन खोलें ›',
  settings: 'संदेश सेटिंग',
  notSaved: 'सेव नहीं हुआ: अपना कनेक्शन देखें और फिर से कोशिश करें।',
  loansAlwaysCome: 'आपके लोन के बारे में संदेश हमेशा आते रहेंगे।',
  offers: 'SMS और WhatsApp पर ऑफ़र',
};
export default hi;
