export { DeskPage as AdminRequestsRoute } from '../../../features/requests/components/desk-page.tsx';
