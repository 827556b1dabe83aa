export { AdminPromotionsPage as AdminPromotionsRoute } from '../../../features/admin-promotions/components/admin-promotions-page.tsx';
