export { AdminAdsPage as AdminAdsRoute } from '../../../features/admin-ads/components/admin-ads-page.tsx';
