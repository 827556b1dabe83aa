import { BUSINESS } from '@shop/shared/business';
import type { LegalDocument } from './legal-documents.ts';

const NB = '\u00a0';

/** A faithful translation of the Cookie Policy (legal-documents.ts); the English version prevails. */
export const COOKIE_POLICY_FR: LegalDocument = {
  title: 'Politique relative aux cookies',
  updated: '2026-11-22',
  summary: 'Les cookies et technologies similaires que nous utilisons, et comment vous les contrôlez.',
  body: `
## Ce que sont les cookies

Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Les sites utilisent aussi des technologies similaires comme le stockage local, qui conserve des informations dans votre navigateur sans les envoyer à chaque requête. Dans la présente politique, nous les appelons tous des cookies.

## Les cookies que nous utilisons

### Nécessaires (toujours actifs)

Ils font fonctionner la boutique et ne peuvent pas être désactivés${NB}:

- votre session de connexion, pour que vous restiez connecté d’une page à l’autre${NB};
- votre commande en cours, pour que le plan et la formule choisis soient toujours là au moment de payer${NB};
- votre choix en matière de cookies, pour ne pas vous reposer la question à chaque page.

### Mesure d’audience (désactivés sauf accord de votre part)

Les cookies de mesure d’audience nous indiqueraient, sans vous identifier, quelles pages sont consultées et comment le site fonctionne. Nous n’utilisons actuellement aucun service de mesure d’audience. Si nous en ajoutons un, il ne fonctionnera jamais avant que vous ayez accepté les cookies de mesure d’audience.

### Marketing (désactivés sauf accord de votre part)

Les cookies marketing mesureraient et personnaliseraient nos publicités sur d’autres sites. Nous n’en utilisons aucun actuellement, et nous ne les utiliserons qu’avec votre accord.

## Les autres sites

La carte de notre page de contact est fournie par OpenStreetMap et se charge lorsque vous faites défiler la page jusqu’à elle. Le lien de discussion WhatsApp, la page de paiement de Paystack et les liens vers d’autres sites ne s’ouvrent que si vous les choisissez. Ces sites ont leurs propres politiques en matière de cookies et de confidentialité.

## Modifier votre choix

Vous pouvez modifier votre choix à tout moment avec le bouton Paramètres des cookies de cette page. Vous pouvez aussi bloquer ou supprimer les cookies dans les réglages de votre navigateur, mais la boutique risque alors de ne pas fonctionner correctement${NB}: par exemple, vous pourriez ne pas rester connecté.

## Nous contacter

Une question sur les cookies${NB}? Écrivez à ${BUSINESS.email}.
`,
};
