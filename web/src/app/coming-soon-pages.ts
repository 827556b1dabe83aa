import { paths } from '../config/paths.ts';
import type { ComingSoonHandle } from './routes/coming-soon.tsx';

/** Pages of the storefront spec that later issues build; until then each is a real page saying what will be there. */
export const COMING_SOON_PAGES: { path: string; handle: ComingSoonHandle }[] = [
  { path: paths.checkout.path, handle: { title: 'Checkout', summary: 'Secure payment by card or mobile money.' } },
  { path: paths.paymentVerify.path, handle: { title: 'Payment', summary: 'Confirming your payment.' } },
  { path: paths.download.path, handle: { title: 'Download Your Plans', summary: 'Your purchased plan files.' } },
];
