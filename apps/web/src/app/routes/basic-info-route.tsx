export { BasicInfoPage as Component } from '../../features/profile-forms/components/basic-info-page';
