export { KfsPage as Component } from '../../features/loan-confirm/components/kfs-page';
