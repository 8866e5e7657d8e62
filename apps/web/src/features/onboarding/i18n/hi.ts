import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  chooseProduct: 'कृपया पहले कोई लोन चुनें',
  loading: 'आपका आवेदन लोड हो रहा है…',
};
export default hi;
