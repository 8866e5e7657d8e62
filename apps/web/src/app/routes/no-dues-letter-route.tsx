export { NoDuesLetterPage as Component } from '../../features/account/components/no-dues-letter-page';
