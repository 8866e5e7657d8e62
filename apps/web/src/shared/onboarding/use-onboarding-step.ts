import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_STEP_TOTAL } from '@saral/contract/constants';

/**
 * The query every auth screen receives from the dispatcher (pid, step, as) and the way back to
 * it: each step, once saved, returns to /auth/index with pid, which picks the next step.
 */
export function useOnboardingStep() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const productId = params.get('pid') ?? '';
  const step = Number(params.get('step')) || 1;
  const total = Number(params.get('as')) || AUTH_STEP_TOTAL;

  const backToDispatcher = useCallback(
    () => navigate(dispatcherPath(productId), { replace: true }),
    [navigate, productId],
  );
  /** Keeps pid, step and as when moving between the screens of one step (face → result). */
  const stepQuery = `pid=${encodeURIComponent(productId)}&step=${step}&as=${total}`;
  return { productId, step, total, stepQuery, backToDispatcher };
}

export function dispatcherPath(productId: string): string {
  return productId ? `/auth/index?pid=${encodeURIComponent(productId)}` : '/auth/index';
}
