export { KycCommitPage as Component } from '../../features/face/components/kyc-commit-page';
