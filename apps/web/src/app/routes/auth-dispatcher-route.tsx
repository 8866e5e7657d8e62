export { AuthDispatcherPage as Component } from '../../features/onboarding/components/auth-dispatcher-page';
