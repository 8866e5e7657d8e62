export { AlertPage as Component } from '../../features/alert/components/alert-page';
