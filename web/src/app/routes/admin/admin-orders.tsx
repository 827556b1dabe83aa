export { AdminOrdersPage as AdminOrdersRoute } from '../../../features/admin-orders/components/admin-orders-page.tsx';
