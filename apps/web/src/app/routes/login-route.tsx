export { LoginPage as Component } from '../../features/login/components/login-page';
