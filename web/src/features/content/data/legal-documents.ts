import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS, USD_PER_GHS } from '@shop/shared/constants';
import { MINIMUM_CUSTOMER_AGE, REFUND_POLICY, TERMS_CHANGE_NOTICE_DAYS } from '@shop/shared/content/refund-policy';

export interface LegalDocument {
  title: string;
  /** When the text last changed (yyyy-mm-dd). Change it only together with the text. */
  updated: string;
  summary: string;
  body: string;
}

const { days, processingDays } = REFUND_POLICY;
/** Phone numbers kept on one line each. */
const PHONES = BUSINESS.phones.map((phone) => phone.replace(/ /g, '\u00a0'));

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  updated: '2026-11-22',
  summary: 'The terms that apply when you use our website, buy a house plan or ask us for a service.',
  body: `
## 1. About these terms

These terms apply to the website of ${BUSINESS.name} (“we”, “us”), ${BUSINESS.address}, and to every house plan you buy from it. By creating an account or buying a plan you accept them. If you do not agree, please do not use the shop.

You must be at least ${MINIMUM_CUSTOMER_AGE} years old to create an account or buy a plan.

## 2. Your account

You are responsible for keeping your password safe and for everything done through your account. Give us accurate details and keep your email address up to date: we send order confirmations and download links to it. Tell us straight away if you think someone else has used your account.

## 3. House plans and your licence

Every plan is designed by us and remains our intellectual property. When you buy a plan, we grant you a personal, non-exclusive licence to use its drawings to build one building on one site. You may copy and print the drawings as needed for that building, including for your assembly, your builder and your suppliers.

You may not resell, share, publish or upload the drawings, or use them to build more than one building, without our written permission. To build the same design again, buy the plan again or contact us.

## 4. Packages

Each plan is offered in three packages:

- Basic: the architectural drawings as PDF files.
- Standard: everything in Basic, plus 3D renderings.
- Premium: everything in Standard, plus the CAD files, customization of the design by our architects and support from our team.

## 5. Prices and payment

Prices are set and charged in Ghana cedis (GHS). Amounts in US dollars are shown for convenience only, at ${USD_PER_GHS} dollars per cedi; your bank or mobile money provider may use a different rate. Payment is taken by card or mobile money through our payment partner, Paystack. Your order is confirmed once the payment succeeds.

## 6. Downloads

After your payment is confirmed you can download your files for ${DOWNLOAD_WINDOW_DAYS} days. Please save copies of them. If your link has expired, contact us and we will help.

## 7. Refunds: our ${days}-day money-back guarantee

If a plan is not right for you, you can ask for a refund within ${days} days of purchase, on these conditions:

- the plan files must not have been downloaded;
- each customer can receive one refund per plan.

To ask for a refund, email ${BUSINESS.email} with your order number. Approved refunds are paid back to the card or mobile money wallet you paid with within ${processingDays} business days.

## 8. Building from our plans

Our plans are designed to be built safely on typical sites. Every site is different, however: before you build, the drawings must be approved by your local assembly, and the foundations and structure should be checked for your soil and site by a qualified engineer. Follow the drawings and good building practice, and use qualified builders.

We are not responsible for problems caused by building without approval, by changes made to the drawings by others, or by construction work we did not carry out or supervise. Our liability for a plan is limited to the price you paid for it, except where the law does not allow such a limit.

## 9. Our professional services

Design, supervision, construction and our other services are provided under a separate written agreement or quotation, which sets out the scope, price and terms of that work.

## 10. Using the website

Do not misuse the website: do not try to break into it, overload it, copy its content in bulk, or use it for anything unlawful. We may suspend accounts that do.

## 11. Changes to these terms

We may update these terms from time to time. For material changes we will give you at least ${TERMS_CHANGE_NOTICE_DAYS} days’ notice by email or on this website before they take effect. The version that applied when you placed an order continues to apply to that order.

## 12. Governing law

These terms are governed by the laws of the Republic of Ghana, and the courts of Ghana have jurisdiction over any dispute about them.

## 13. Contact us

Questions about these terms? Email ${BUSINESS.email}, call ${PHONES.join(' or ')}, or write to us at ${BUSINESS.address}.
`,
};

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-22',
  summary: 'What personal information we collect, why, who we share it with, and the choices you have.',
  body: `
## 1. Who we are

${BUSINESS.name}, ${BUSINESS.address}, is responsible for the personal information described in this policy. We handle it in line with Ghana’s Data Protection Act, 2012 (Act 843).

## 2. What we collect

- Account details: your name, email address and, if you add them, your phone number, city, country and profile picture. Your password is kept by our sign-in provider in protected form; we never see it.
- Orders: the plans and packages you buy, amounts, dates and payment references. Card and mobile money details are entered on Paystack’s page and never reach us.
- Messages: what you send us through the contact form, by email or by phone.
- Newsletter: your email address, if you subscribe.
- Technical information: your IP address, browser and device, used to keep the site secure. To limit spam, the contact and newsletter forms count requests per address; we keep only a scrambled form of the address, and only for a few minutes.
- Cookies and similar technologies, as described in our Cookie Policy.

## 3. How we use it

- to provide your account, process your orders and deliver your files;
- to answer your questions and provide the services you ask for;
- to send you our newsletter, if you subscribed; every newsletter has an unsubscribe link;
- to keep the shop secure and prevent fraud and abuse;
- to understand how the site is used and improve it, only if you allow analytics cookies;
- to meet our legal and accounting obligations.

## 4. Who we share it with

We do not sell your personal information. We share it only with:

- Paystack, to process your payments;
- Amazon Web Services, which hosts our website and data and delivers our emails;
- professional advisers and authorities, where the law requires it.

Our hosting provider may store data on servers outside Ghana. Where it does, we make sure your information stays protected to the standard Ghanaian law requires.

## 5. How long we keep it

We keep account and order records while your account is open and afterwards as long as accounting and tax law requires. Contact messages are kept for up to two years after our last exchange. Newsletter subscriptions are kept until you unsubscribe.

## 6. Your rights

You may ask us for a copy of the personal information we hold about you, and ask us to correct it, delete it or stop using it for a purpose. You can withdraw your consent to the newsletter or to cookies at any time. To use these rights, email ${BUSINESS.email}. If you are not satisfied with our answer, you can complain to the Data Protection Commission of Ghana.

## 7. Persons under ${MINIMUM_CUSTOMER_AGE}

Our shop and services are not intended for persons under ${MINIMUM_CUSTOMER_AGE}, and we do not knowingly collect their personal information. If you believe a person under ${MINIMUM_CUSTOMER_AGE} has given us information, contact us and we will delete it.

## 8. Security

All pages are served over encrypted connections, access to our systems is limited to the staff who need it, and payment details are handled only by Paystack.

## 9. Changes to this policy

We will post any change here and update the date at the top. If a change matters to how we use your information, we will also tell you by email.

## 10. Contact us

Questions about your privacy? Email ${BUSINESS.email} or call ${PHONES[0]}.
`,
};

export const COOKIE_POLICY: LegalDocument = {
  title: 'Cookie Policy',
  updated: '2026-11-22',
  summary: 'Which cookies and similar technologies we use, and how you control them.',
  body: `
## What cookies are

Cookies are small text files a website stores in your browser. Websites also use similar technologies such as local storage, which keeps information in your browser without sending it with every request. In this policy we call all of them cookies.

## The cookies we use

### Necessary (always on)

These make the shop work and cannot be switched off:

- your sign-in session, so you stay signed in between pages;
- your checkout, so the plan and package you chose are still there when you pay;
- your cookie choice, so we do not ask again on every page.

### Analytics (off unless you agree)

Analytics cookies would tell us, without naming you, which pages are visited and how the site performs. We do not use any analytics service at the moment. If we add one, it will only ever run after you have agreed to analytics cookies.

### Marketing (off unless you agree)

Marketing cookies would measure and personalise our adverts on other websites. We do not use any at the moment, and we will only use them with your agreement.

## Other websites

The map on our contact page is provided by OpenStreetMap and loads when you scroll to it. The WhatsApp chat link, the payment page of Paystack and links to other websites are only opened when you choose them. Those websites have their own cookie and privacy policies.

## Changing your choice

You can change your choice at any time with the Cookie Settings button on this page. You can also block or delete cookies in your browser’s settings, but the shop may then not work properly, for example you may not be able to stay signed in.

## Contact us

Questions about cookies? Email ${BUSINESS.email}.
`,
};
