export { AdminPlansPage as AdminPlansRoute } from '../../../features/admin-plans/components/admin-plans-page.tsx';
