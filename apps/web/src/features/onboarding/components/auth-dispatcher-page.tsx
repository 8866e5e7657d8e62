import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { getAuthConfig } from '../../../shared/api/auth-config-api';
import { isEntityId } from '../../../shared/api/entity-id';
import { getOrderList } from '../../../shared/api/orders-api';
import { showInfo, showToast } from '../../../shared/ui/feedback';
import { useMessages } from '../../../shared/i18n/i18n';
import { getCanApply } from '../api/onboarding-api';
import { onboardingMessages } from '../i18n/en';
import { canApplyTarget, completionTarget, nextOnboardingStep } from '../next-step';

/**
 * /auth/index?pid: no screen of its own. Loads the auth config and replaces itself with the first
 * incomplete step, the can-apply outcome at the contact step, or — when all is done — the
 * product detail (or /orders when the product already has an active order).
 */
export function AuthDispatcherPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const productId = params.get('pid') ?? '';
  const started = useRef(false);
  const t = useMessages(onboardingMessages);

  useEffect(() => {
    // Strict mode mounts twice in development; the walk must run once per visit.
    if (started.current) return;
    started.current = true;
    const go = (path: string) => navigate(path, { replace: true });

    void (async () => {
      if (!isEntityId(productId)) {
        showToast(onboardingMessages.get().chooseProduct);
        return go('/');
      }
      try {
        const next = nextOnboardingStep(await getAuthConfig(productId), productId);
        if (next.kind === 'step') return go(next.path);
        if (next.kind === 'canApply') {
          const result = await getCanApply(productId);
          if (result.canApply === 0 && result.reason) showToast(result.reason);
          return go(canApplyTarget(result, productId, next.step));
        }
        return go(completionTarget(productId, await getOrderList()));
      } catch (error) {
        // Spec section 8: auth-config failures appear in the global Info dialog. The calls go
        // past the cache: each dispatch decides on the server's answers of this moment.
        await showInfo((error as Error).message);
        go('/');
      }
    })();
  }, [navigate, productId]);

  return (
    <main className="dispatcher" aria-busy="true" aria-live="polite">
      <SpinLoading color="primary" />
      <p>{t.loading}</p>
    </main>
  );
}
