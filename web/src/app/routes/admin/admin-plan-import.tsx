export { PlanImportPage as AdminPlanImportRoute } from '../../../features/admin-plans/components/plan-import-page.tsx';
