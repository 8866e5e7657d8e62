import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  lastUpdated: 'पिछला बदलाव: {date}',
};
export default hi;
