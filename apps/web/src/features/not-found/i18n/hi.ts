import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  title: 'पेज नहीं मिला',
  description: 'यह पता Saral में कहीं नहीं ले जाता।',
  goHome: 'होम पर जाएँ',
};
export default hi;
