import type { CatalogOf } from '../../../shared/i18n/catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  signingIn: 'आपको साइन इन किया जा रहा है',
  failed: 'हम आपको ऐप से साइन इन नहीं कर पाए',
  phoneLogin: 'अपने फ़ोन नंबर से लॉग इन करें',
};
export default hi;
