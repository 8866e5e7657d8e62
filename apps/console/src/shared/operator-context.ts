import { createContext, use } from 'react';
import type { OperatorMe } from '@saral/contract/api/operator-permissions';
import type { OperatorPermissionValue } from '@saral/contract/api/operator-permissions';

/** The signed-in operator, provided by the console layout to every screen. */
export const OperatorContext = createContext<OperatorMe | null>(null);

export function useOperator(): OperatorMe {
  const operator = use(OperatorContext);
  if (!operator) throw new Error('useOperator outside the console layout');
  return operator;
}

/** Whether the signed-in operator's role may do this: the UI hides what the server would refuse. */
export function useMay(permission: OperatorPermissionValue): boolean {
  return useOperator().permissions.includes(permission);
}
