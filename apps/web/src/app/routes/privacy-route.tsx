import { LegalPage } from '../../features/legal/components/legal-page';
import { PRIVACY_POLICY } from '../../features/legal/legal-texts';

export function Component() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
