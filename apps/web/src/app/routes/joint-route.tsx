export { JointPage as Component } from '../../features/native-login/components/joint-page';
