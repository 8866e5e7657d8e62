export { DeniedPage as Component } from '../../features/loan-review/components/denied-page';
