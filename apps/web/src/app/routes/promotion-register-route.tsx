import { redirect } from 'react-router';
import { sessionStore } from '../../shared/session/session-store';

/** A signed-in visitor has nothing to register: straight on to the sample amount. */
export function loader() {
  if (sessionStore.token()) throw redirect('/promotion/amount');
  return null;
}

export { PromotionRegisterPage as Component } from '../../features/promotion/components/promotion-register-page';
