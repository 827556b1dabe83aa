export { AdminSettingsPage as AdminSettingsRoute } from '../../../features/admin-settings/components/admin-settings-page.tsx';
