import { currentLanguage } from '../../../../i18n/i18n.ts';

/*
 * The buyer's words of quotes and customized files, English and French side by side. Kept with the feature (not in
 * the shop's catalogs) so the quote components stay self-contained wherever the request pages place them.
 */
const EN = {
  quoteTitle: 'Your quote',
  revision: 'Revision {revision}',
  covers: 'What it covers',
  amount: 'Amount',
  validUntil: 'Valid until {date}',
  taxesNote: 'Taxes are added at payment as for a plan; Paystack shows the total before you pay.',
  acceptAndPay: 'Accept and pay',
  starting: 'Opening the payment page...',
  superseded: 'Replaced by a newer revision',
  expired: 'Expired: ask us for a new quote on your request',
  accepted: 'Accepted and paid',
  covered: 'Covered by your Premium package: nothing to pay',
  open: 'Waiting for your answer',
  noQuote: 'No quote has been sent on this request yet.',
  loadFailed: 'The quote could not be loaded. Please try again.',
  payFailed: 'The payment could not start',
  serverError: 'The server could not do this. Please try again.',
  receipt: 'Receipt and invoice',
  customizedTitle: 'Customized for you',
  customizedOn: 'Customized for you on {date}',
  download: 'Download',
  downloadFailed: 'The file could not be downloaded: {reason}',
  seeQuote: 'See the quote',
  currentQuote: 'Revision {revision}: {amount} · {status}',
  visitorPay:
    'Quotes are read and paid from an account: sign in, or create one, with the address you sent this request from, then open the quote.',
} as const;

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  quoteTitle: 'Votre devis',
  revision: 'Révision {revision}',
  covers: 'Ce qu’il comprend',
  amount: 'Montant',
  validUntil: 'Valable jusqu’au {date}',
  taxesNote: 'Les taxes s’ajoutent au paiement comme pour un plan ; Paystack affiche le total avant que vous payiez.',
  acceptAndPay: 'Accepter et payer',
  starting: 'Ouverture de la page de paiement…',
  superseded: 'Remplacé par une révision plus récente',
  expired: 'Expiré : demandez-nous un nouveau devis sur votre demande',
  accepted: 'Accepté et payé',
  covered: 'Compris dans votre formule Premium : rien à payer',
  open: 'En attente de votre réponse',
  noQuote: 'Aucun devis n’a encore été envoyé pour cette demande.',
  loadFailed: 'Le devis n’a pas pu être chargé. Veuillez réessayer.',
  payFailed: 'Le paiement n’a pas pu commencer',
  serverError: 'Le serveur n’a pas pu le faire. Veuillez réessayer.',
  receipt: 'Reçu et facture',
  customizedTitle: 'Personnalisé pour vous',
  customizedOn: 'Personnalisé pour vous le {date}',
  download: 'Télécharger',
  downloadFailed: 'Le fichier n’a pas pu être téléchargé : {reason}',
  seeQuote: 'Voir le devis',
  currentQuote: 'Révision {revision} : {amount} · {status}',
  visitorPay:
    'Les devis se lisent et se paient depuis un compte : connectez-vous, ou créez-en un, avec l’adresse depuis laquelle vous avez envoyé cette demande, puis ouvrez le devis.',
};

/** The text in the page's language, its {placeholders} filled. */
export function quoteText(key: Key, values: Record<string, string | number> = {}): string {
  const text = currentLanguage() === 'fr' ? FR[key] : EN[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** A day in the page's language: 28 November 2026, 28 novembre 2026. */
export function quoteDate(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  return new Intl.DateTimeFormat(currentLanguage() === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Cedis as the shop writes them. */
export function quoteMoney(cedis: number): string {
  return `GH₵ ${cedis.toLocaleString(currentLanguage() === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
