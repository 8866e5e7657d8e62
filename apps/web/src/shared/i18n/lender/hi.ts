import type { CatalogOf } from '../catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  grievanceOfficer: 'शिकायत अधिकारी',
  name: 'नाम',
  phone: 'फ़ोन',
  email: 'ईमेल',
  complaintBefore:
    'हम 48 घंटे के भीतर शिकायत की पावती देते हैं और 30 दिनों में उसे सुलझाने का प्रयास करते हैं। अगर 30 दिनों में समाधान न हो, या आप जवाब से संतुष्ट न हों, तो भारतीय रिज़र्व बैंक से यहाँ शिकायत करें: ',
  complaintAfter: ' (RBI एकीकृत लोकपाल योजना)।',
  lender: 'लेंडर',
  legalName: 'कानूनी नाम',
  rbiCertificate: 'RBI पंजीकरण प्रमाणपत्र',
  cin: 'CIN',
  registeredOffice: 'पंजीकृत कार्यालय',
  customerCare: 'ग्राहक सेवा',
  'Monday to Saturday, 9:30 am to 6:30 pm, except public holidays':
    'सोमवार से शनिवार, सुबह 9:30 से शाम 6:30 तक, सरकारी छुट्टियों को छोड़कर',
};
export default hi;
