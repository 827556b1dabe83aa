import { msg } from './msg.ts';

/**
 * Texts from shared/ shown past a page's first screen (checkout, the payment return page, the sign-in dialog, the
 * newsletter's answers), translated where shown with t(); listed here so the catalog test holds them to a French
 * translation, in the second catalog (locales/fr-more.json, decision 0026).
 */
export const ACCOUNT_SHARED_TEXTS = [
  // The payment API's refusals a buyer can act on, shown at checkout (shared/src/payments/initialize.ts).
  msg('Please enter a valid email address'),
  msg('This plan is not available for purchase'),
  msg('This package has no price yet. Please contact us to buy it.'),
  msg('The payment provider could not be reached. Please try again in a moment.'),
  // What the verify API says about a payment that is not (yet) complete (shared/src/payments/verify.ts).
  msg('Your payment is still awaiting approval. Approve it on your phone; this page will update.'),
  msg('The payment was cancelled or not finished. Nothing was charged; you can try again.'),
  // The sign-in dialog's progress steps and the password rule (shared/src/accounts).
  msg('Validating Credentials'),
  msg('Authenticating'),
  msg('Welcome Back'),
  msg('Validating Information'),
  msg('Creating Account'),
  msg('Almost Done'),
  msg('Welcome'),
  msg('Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.'),
  // What the newsletter box answers (shared/src/content): shown after a submit, by then loaded (main.tsx).
  msg('Please enter a valid email address, e.g. ama@example.com'),
  msg('Almost done! Check your inbox and confirm your subscription with the link we sent you.'),
  msg('We could not sign you up just now. Please try again in a moment.'),
  msg('Too many sign-ups from your connection.'),
  // The download page's licence and file versions (shared/src/orders/licence.ts, shared/src/admin/plan-file-versions.ts).
  msg('Preparing your licensed files'),
  msg(
    'Each drawing is being stamped with your name and order number, with a licence certificate for your order. This usually takes a few seconds.',
  ),
  msg('Earlier version (as bought)'),
  // Cognito's own words for a wrong current password, which the change-password form shows as they are
  // (lib/auth-errors.ts).
  msg('Incorrect username or password.'),
] as const;
