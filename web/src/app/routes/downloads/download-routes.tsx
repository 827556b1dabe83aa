import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { PageLoading } from '../root.tsx';

/*
 * Checkout, the payment return and the download page: children of the public shell's root route, each a lazy
 * chunk so none of it weighs on the shop's first load. The download page also answers at
 * /user/downloads/{orderId}, outside the user area's frame, so its signed-out entry rules apply there too.
 */
const downloadPage = () => import('./download.tsx').then((module) => ({ Component: module.DownloadRoute }));

export const purchaseRoutes: RouteObject[] = [
  {
    path: paths.checkout.path,
    HydrateFallback: PageLoading,
    lazy: () => import('../checkout/checkout.tsx').then((module) => ({ Component: module.CheckoutRoute })),
  },
  {
    path: paths.paymentVerify.path,
    HydrateFallback: PageLoading,
    lazy: () => import('../payments/payment-verify.tsx').then((module) => ({ Component: module.PaymentVerifyRoute })),
  },
  { path: paths.download.path, HydrateFallback: PageLoading, lazy: downloadPage },
  { path: paths.userDownload.path, HydrateFallback: PageLoading, lazy: downloadPage },
  {
    path: paths.giftClaim.path,
    HydrateFallback: PageLoading,
    lazy: () => import('./claim-gift.tsx').then((module) => ({ Component: module.ClaimGiftRoute })),
  },
];
