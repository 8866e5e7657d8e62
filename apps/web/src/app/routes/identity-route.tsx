export { IdentityPage as Component } from '../../features/identity/components/identity-page';
