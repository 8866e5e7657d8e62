export { WorkInfoPage as Component } from '../../features/profile-forms/components/work-info-page';
