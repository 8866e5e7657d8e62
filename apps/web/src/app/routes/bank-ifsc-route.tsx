export { IfscFinderPage as Component } from '../../features/bank/components/ifsc-finder-page';
