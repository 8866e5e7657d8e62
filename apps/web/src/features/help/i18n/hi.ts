import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  contact:
    'और मदद चाहिए? support@saral.example पर लिखें या +91 80 4000 0000 पर कॉल करें (सोम–शनि, सुबह 9:30 – शाम 6:30)।',
};
export default hi;
