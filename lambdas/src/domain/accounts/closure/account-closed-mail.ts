import type { OutgoingMail } from '../../ports/mailer.ts';

/** Tells the person their account is closed, what the firm kept and why, and the reference to quote. */
export function accountClosedMail(input: {
  to: string;
  language: 'en' | 'fr';
  reference: string;
  ordersKept: number;
  reviews: 'keep' | 'remove';
  siteUrl: string;
}): OutgoingMail {
  const site = input.siteUrl.replace(/\/+$/, '');
  if (input.language === 'fr') {
    return {
      kind: 'account-closed',
      to: input.to,
      subject: 'Votre compte Tema House Plans est fermé',
      text: [
        'Bonjour,',
        '',
        'Votre compte Tema House Plans est fermé : vous ne pouvez plus vous y connecter, et votre profil, vos favoris, vos préférences, vos photos et votre inscription à la newsletter sont supprimés.',
        input.reviews === 'keep'
          ? 'Vos avis restent publiés sous le nom « Former customer », sans votre nom ni votre photo.'
          : 'Vos avis sont supprimés.',
        `Nous conservons ${input.ordersKept} commande(s) et leurs factures pour notre comptabilité, avec seulement ce que la loi nous demande (numéros, dates, montants, taxes, nom de facturation). Les licences déjà délivrées restent valables.`,
        '',
        `Référence de fermeture : ${input.reference}`,
        'Citez-la si vous nous écrivez au sujet de ces commandes.',
        '',
        `Tema House Plans — ${site}`,
      ].join('\n'),
    };
  }
  return {
    kind: 'account-closed',
    to: input.to,
    subject: 'Your Tema House Plans account is closed',
    text: [
      'Hello,',
      '',
      'Your Tema House Plans account is closed: you can no longer sign in, and your profile, favourites, settings, pictures and newsletter subscription are deleted.',
      input.reviews === 'keep'
        ? 'Your reviews stay published under "Former customer", without your name or picture.'
        : 'Your reviews are removed.',
      `We keep ${input.ordersKept} order(s) and their invoices for our accounts, with only what the law asks of us (numbers, dates, amounts, tax, the billing name). Licences already issued stay valid.`,
      '',
      `Closure reference: ${input.reference}`,
      'Quote it if you write to us about those orders.',
      '',
      `Tema House Plans — ${site}`,
    ].join('\n'),
  };
}
