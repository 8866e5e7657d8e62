import { SettingsPage } from '../../features/settings/components/settings-page';

export const Component = SettingsPage;
