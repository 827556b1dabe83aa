export { AdminPortfolioPage as AdminPortfolioRoute } from '../../../features/admin-portfolio/components/admin-portfolio-page.tsx';
