import type { OutgoingMail } from '../ports/mailer.ts';

/** The staff notice of a newly confirmed account (New User Registration), sent to the settings' contact email. */
export function newUserMail(
  user: { email: string; name: string; confirmedAt: string },
  shop: { siteUrl: string; siteName: string; to: string },
): OutgoingMail {
  return {
    kind: 'new-user',
    to: shop.to,
    subject: `${shop.siteName}: new account ${user.email}`,
    text: [
      `A new account was confirmed on ${shop.siteName}.`,
      '',
      `Email: ${user.email}`,
      `Name: ${user.name || '(not given)'}`,
      `Confirmed at: ${user.confirmedAt}`,
      // The trigger cannot know the site's generated address (it would tie the user pool to the site), so the link is there only with a custom domain.
      ...(shop.siteUrl ? ['', `See all users: ${shop.siteUrl}/admin/users`] : []),
      '',
      shop.siteName,
    ].join('\n'),
  };
}
