import type { AccountData } from './account-data.ts';

type Language = 'en' | 'fr';

const WORDS = {
  en: {
    title: 'Your data at Tema House Plans',
    lead: 'Everything the shop keeps about your account, as of',
    account: 'Account',
    profile: 'Profile',
    settings: 'Settings',
    orders: 'Orders and invoices',
    reviews: 'Reviews',
    votes: 'Votes on reviews',
    favorites: 'Favourites',
    purchases: 'Purchases',
    refunds: 'Refunds',
    requests: 'Requests and quotes',
    consents: 'Newsletter consent',
    security: 'Sign-in and security',
    none: 'Nothing kept.',
  },
  fr: {
    title: 'Vos données chez Tema House Plans',
    lead: 'Tout ce que la boutique conserve sur votre compte, au',
    account: 'Compte',
    profile: 'Profil',
    settings: 'Préférences',
    orders: 'Commandes et factures',
    reviews: 'Avis',
    votes: 'Votes sur des avis',
    favorites: 'Favoris',
    purchases: 'Achats',
    refunds: 'Remboursements',
    requests: 'Demandes et devis',
    consents: 'Consentement à la newsletter',
    security: 'Connexion et sécurité',
    none: 'Rien de conservé.',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') {
    if (Array.isArray(v)) return v.length ? `<ul>${v.map((x) => `<li>${value(x)}</li>`).join('')}</ul>` : '—';
    return fields(v as Record<string, unknown>);
  }
  return escapeHtml(String(v));
}

function fields(record: Record<string, unknown>): string {
  const rows = Object.entries(record).map(
    ([name, v]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${value(v)}</td></tr>`,
  );
  return `<table>${rows.join('')}</table>`;
}

function section(id: string, heading: string, body: unknown, none: string): string {
  const empty = body === null || (Array.isArray(body) && body.length === 0);
  const content = empty
    ? `<p>${escapeHtml(none)}</p>`
    : Array.isArray(body)
      ? body.map((entry) => `<article>${fields(entry as Record<string, unknown>)}</article>`).join('')
      : fields(body as Record<string, unknown>);
  return `<section id="${id}"><h2>${escapeHtml(heading)}</h2>${content}</section>`;
}

/** The export as a page a person reads in a browser and can print or save as PDF: one section per kind of data. */
export function accountDataPage(data: AccountData, language: Language): string {
  const w = WORDS[language];
  const sections = [
    section('account', w.account, data.account, w.none),
    section('profile', w.profile, data.profile, w.none),
    section('settings', w.settings, data.settings, w.none),
    section('orders', w.orders, data.orders, w.none),
    section('reviews', w.reviews, data.reviews, w.none),
    section('votes', w.votes, data.review_votes, w.none),
    section('favorites', w.favorites, data.favorites, w.none),
    section('purchases', w.purchases, data.purchases, w.none),
    section('refunds', w.refunds, data.refunds, w.none),
    section('requests', w.requests, data.requests, w.none),
    section('consents', w.consents, data.consents.newsletter, w.none),
    section('security', w.security, data.security, w.none),
  ];
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(w.title)}</title>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}',
    'table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d1d5db;padding:.3rem .5rem;',
    'text-align:left;vertical-align:top}th{width:14rem;background:#f9fafb;font-weight:600}article{margin-bottom:1rem}</style>',
    `</head><body><h1>${escapeHtml(w.title)}</h1><p>${escapeHtml(w.lead)} ${escapeHtml(data.exported_at)}</p>`,
    ...sections,
    '</body></html>',
  ].join('\n');
}
