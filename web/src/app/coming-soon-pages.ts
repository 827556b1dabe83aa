import { paths } from '../config/paths.ts';
import type { ComingSoonHandle } from './routes/coming-soon.tsx';

/** Pages of the storefront spec that later issues build; until then each is a real page saying what will be there. */
export const COMING_SOON_PAGES: { path: string; handle: ComingSoonHandle }[] = [
  {
    path: paths.about.path,
    handle: { title: 'About Us', summary: 'Our story, our team and the licensed architects behind every plan.' },
  },
  {
    path: paths.services.path,
    handle: {
      title: 'Our Services',
      summary: 'Architectural and structural design, project management, cost planning and construction supervision.',
    },
  },
  {
    path: paths.contact.path,
    handle: { title: 'Contact Us', summary: 'Questions about a plan or a project? Our team replies within 24 hours.' },
  },
  {
    path: paths.portfolio.path,
    handle: { title: 'Our Portfolio', summary: 'Homes and projects we have designed and built.' },
  },
  { path: paths.portfolioItem.path, handle: { title: 'Project', summary: 'The story of one of our projects.' } },
  { path: paths.blog.path, handle: { title: 'Blog', summary: 'Building tips, design ideas and news from Ghana.' } },
  { path: '/blog/:slug', handle: { title: 'Article', summary: 'Building tips, design ideas and news from Ghana.' } },
  {
    path: paths.howItWorks.path,
    handle: { title: 'How It Works', summary: 'Browse and choose, purchase and pay, download and build.' },
  },
  {
    path: paths.faq.path,
    handle: { title: 'Frequently Asked Questions', summary: 'Answers about plans, packages, payment and support.' },
  },
  { path: paths.checkout.path, handle: { title: 'Checkout', summary: 'Secure payment by card or mobile money.' } },
  { path: paths.paymentVerify.path, handle: { title: 'Payment', summary: 'Confirming your payment.' } },
  { path: paths.download.path, handle: { title: 'Download Your Plans', summary: 'Your purchased plan files.' } },
  {
    path: paths.terms.path,
    handle: { title: 'Terms of Service', summary: 'The terms that apply to buying and using our plans.' },
  },
  {
    path: paths.privacy.path,
    handle: { title: 'Privacy Policy', summary: 'How we collect, use and protect your information.' },
  },
  {
    path: paths.cookies.path,
    handle: { title: 'Cookie Policy', summary: 'Which cookies we use and how to control them.' },
  },
];
