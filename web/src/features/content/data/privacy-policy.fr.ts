import { BUSINESS } from '@shop/shared/business';
import { MINIMUM_CUSTOMER_AGE } from '@shop/shared/content/refund-policy';
import type { LegalDocument } from './legal-documents.ts';

/** Phone numbers kept on one line each. */
const PHONES = BUSINESS.phones.map((phone) => phone.replace(/ /g, '\u00a0'));
const NB = '\u00a0';

/** A faithful translation of the Privacy Policy (legal-documents.ts); the English version prevails. */
export const PRIVACY_POLICY_FR: LegalDocument = {
  title: 'Politique de confidentialité',
  updated: '2026-11-22',
  summary:
    'Les informations personnelles que nous collectons, pourquoi, avec qui nous les partageons, et les choix dont vous disposez.',
  body: `
## 1. Qui nous sommes

${BUSINESS.name}, ${BUSINESS.address}, est responsable des informations personnelles décrites dans la présente politique. Nous les traitons conformément à la loi ghanéenne sur la protection des données de 2012 (Data Protection Act, 2012, Act 843).

## 2. Ce que nous collectons

- Les informations de compte${NB}: votre nom, votre adresse e-mail et, si vous les ajoutez, votre numéro de téléphone, votre ville, votre pays et votre photo de profil. Votre mot de passe est conservé sous forme protégée par notre prestataire de connexion${NB}; nous ne le voyons jamais.
- Les commandes${NB}: les plans et formules que vous achetez, les montants, les dates et les références de paiement. Les données de carte et de mobile money sont saisies sur la page de Paystack et ne nous parviennent jamais.
- Les messages${NB}: ce que vous nous envoyez par le formulaire de contact, par e-mail ou par téléphone.
- La newsletter${NB}: votre adresse e-mail, si vous vous abonnez.
- Les informations techniques${NB}: votre adresse IP, votre navigateur et votre appareil, utilisés pour assurer la sécurité du site. Pour limiter le spam, les formulaires de contact et de newsletter comptent les demandes par adresse${NB}; nous ne conservons qu’une forme brouillée de l’adresse, et seulement pendant quelques minutes.
- Les cookies et technologies similaires, décrits dans notre Politique relative aux cookies.

## 3. Comment nous les utilisons

- pour gérer votre compte, traiter vos commandes et vous livrer vos fichiers${NB};
- pour répondre à vos questions et fournir les services que vous demandez${NB};
- pour vous envoyer notre newsletter, si vous vous y êtes abonné${NB}; chaque newsletter contient un lien de désabonnement${NB};
- pour assurer la sécurité de la boutique et prévenir la fraude et les abus${NB};
- pour comprendre comment le site est utilisé et l’améliorer, uniquement si vous acceptez les cookies de mesure d’audience${NB};
- pour respecter nos obligations légales et comptables.

## 4. Avec qui nous les partageons

Nous ne vendons pas vos informations personnelles. Nous les partageons uniquement avec${NB}:

- Paystack, pour traiter vos paiements${NB};
- Amazon Web Services, qui héberge notre site et nos données et achemine nos e-mails${NB};
- des conseillers professionnels et les autorités, lorsque la loi l’exige.

Notre hébergeur peut stocker des données sur des serveurs situés hors du Ghana. Dans ce cas, nous veillons à ce que vos informations restent protégées au niveau exigé par la loi ghanéenne.

## 5. Combien de temps nous les conservons

Nous conservons les données de compte et de commande tant que votre compte est ouvert, puis aussi longtemps que l’exigent la législation comptable et fiscale. Les messages de contact sont conservés jusqu’à deux ans après notre dernier échange. Les abonnements à la newsletter sont conservés jusqu’à votre désabonnement.

## 6. Vos droits

Vous pouvez nous demander une copie des informations personnelles que nous détenons sur vous, et nous demander de les corriger, de les supprimer ou de cesser de les utiliser pour une finalité donnée. Vous pouvez retirer à tout moment votre consentement à la newsletter ou aux cookies. Pour exercer ces droits, écrivez à ${BUSINESS.email}. Si notre réponse ne vous satisfait pas, vous pouvez adresser une réclamation à la Commission de protection des données du Ghana (Data Protection Commission).

## 7. Personnes de moins de ${MINIMUM_CUSTOMER_AGE}${NB}ans

Notre boutique et nos services ne sont pas destinés aux personnes de moins de ${MINIMUM_CUSTOMER_AGE}${NB}ans, et nous ne collectons pas sciemment leurs informations personnelles. Si vous pensez qu’une personne de moins de ${MINIMUM_CUSTOMER_AGE}${NB}ans nous a communiqué des informations, contactez-nous et nous les supprimerons.

## 8. Sécurité

Toutes les pages sont servies par des connexions chiffrées, l’accès à nos systèmes est limité aux membres du personnel qui en ont besoin, et les données de paiement ne sont traitées que par Paystack.

## 9. Modification de la présente politique

Nous publierons toute modification ici et mettrons à jour la date indiquée en haut de la page. Si une modification touche à la manière dont nous utilisons vos informations, nous vous en informerons aussi par e-mail.

## 10. Nous contacter

Une question sur la protection de vos données${NB}? Écrivez à ${BUSINESS.email} ou appelez le ${PHONES[0]}.
`,
};
