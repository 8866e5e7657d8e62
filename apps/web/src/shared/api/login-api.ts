import { mutationOptions } from '@tanstack/react-query';
import { logIn } from './log-in';

/** The phone + SMS code sign-in (log-in.ts) as a mutation, for the promotion page. */
export const loginMutation = () =>
  mutationOptions({ mutationKey: ['session', 'login'], mutationFn: logIn });
