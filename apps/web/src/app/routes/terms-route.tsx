import { LegalPage } from '../../features/legal/components/legal-page';
import { TERMS_OF_USE } from '../../features/legal/legal-texts';

export function Component() {
  return <LegalPage document={TERMS_OF_USE} />;
}
