import type { CatalogOf } from '../catalog';
import type { en } from './en';

const hi: CatalogOf<typeof en> = {
  stepCount: 'चरण {step} / {total}',
  stepProgress: '{total} में से चरण {step}',
};
export default hi;
