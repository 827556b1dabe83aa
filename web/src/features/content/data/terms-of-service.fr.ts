import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS, USD_PER_GHS } from '@shop/shared/constants';
import { MINIMUM_CUSTOMER_AGE, REFUND_POLICY, TERMS_CHANGE_NOTICE_DAYS } from '@shop/shared/content/refund-policy';
import type { LegalDocument } from './legal-documents.ts';

const { days } = REFUND_POLICY;
/** "5-7" as French says it: "5 à 7". */
const processingDays = REFUND_POLICY.processingDays.replace('-', ' à ');
/** Phone numbers kept on one line each. */
const PHONES = BUSINESS.phones.map((phone) => phone.replace(/ /g, '\u00a0'));
/** The dollar rate as French writes decimals. */
const RATE = String(USD_PER_GHS).replace('.', ',');
const NB = '\u00a0';

/** A faithful translation of the Terms of Service (legal-documents.ts); the English version prevails. */
export const TERMS_OF_SERVICE_FR: LegalDocument = {
  title: 'Conditions d’utilisation',
  updated: '2026-11-22',
  summary:
    'Les conditions qui s’appliquent lorsque vous utilisez notre site, achetez un plan de maison ou nous demandez un service.',
  body: `
## 1. À propos de ces conditions

Ces conditions s’appliquent au site de ${BUSINESS.name} («${NB}nous${NB}»), ${BUSINESS.address}, et à chaque plan de maison que vous y achetez. En créant un compte ou en achetant un plan, vous les acceptez. Si vous n’êtes pas d’accord, veuillez ne pas utiliser la boutique.

Vous devez avoir au moins ${MINIMUM_CUSTOMER_AGE}${NB}ans pour créer un compte ou acheter un plan.

## 2. Votre compte

Vous êtes responsable de la sécurité de votre mot de passe et de tout ce qui est fait depuis votre compte. Donnez-nous des informations exactes et tenez votre adresse e-mail à jour${NB}: nous y envoyons les confirmations de commande et les liens de téléchargement. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre a utilisé votre compte.

## 3. Les plans de maisons et votre licence

Chaque plan est conçu par nous et reste notre propriété intellectuelle. Lorsque vous achetez un plan, nous vous accordons une licence personnelle et non exclusive d’utiliser ses plans pour construire un seul bâtiment sur un seul terrain. Vous pouvez copier et imprimer les plans autant que nécessaire pour ce bâtiment, y compris pour votre autorité locale (assembly), votre entrepreneur et vos fournisseurs.

Vous ne pouvez pas revendre, partager, publier ou mettre en ligne les plans, ni les utiliser pour construire plus d’un bâtiment, sans notre autorisation écrite. Pour construire de nouveau le même modèle, achetez le plan une nouvelle fois ou contactez-nous.

## 4. Les formules

Chaque plan est proposé en trois formules${NB}:

- Basic${NB}: les plans d’architecture en fichiers PDF.
- Standard${NB}: tout ce que contient Basic, plus des rendus 3D.
- Premium${NB}: tout ce que contient Standard, plus les fichiers CAO, la personnalisation du projet par nos architectes et l’assistance de notre équipe.

## 5. Prix et paiement

Les prix sont fixés et facturés en cedis ghanéens (GHS). Les montants en dollars américains ne sont indiqués qu’à titre indicatif, au taux de ${RATE}${NB}dollar par cedi${NB}; votre banque ou votre opérateur de mobile money peut appliquer un autre taux. Le paiement s’effectue par carte ou mobile money auprès de notre partenaire de paiement, Paystack. Votre commande est confirmée dès que le paiement aboutit.

## 6. Téléchargements

Une fois votre paiement confirmé, vous pouvez télécharger vos fichiers pendant ${DOWNLOAD_WINDOW_DAYS}${NB}jours. Pensez à en garder des copies. Si votre lien a expiré, contactez-nous et nous vous aiderons.

## 7. Remboursements${NB}: notre garantie satisfait ou remboursé de ${days}${NB}jours

Si un plan ne vous convient pas, vous pouvez demander un remboursement dans les ${days}${NB}jours suivant l’achat, aux conditions suivantes${NB}:

- les fichiers du plan ne doivent pas avoir été téléchargés${NB};
- chaque client peut obtenir un seul remboursement par plan.

Pour demander un remboursement, écrivez à ${BUSINESS.email} en indiquant votre numéro de commande. Les remboursements acceptés sont reversés sur la carte ou le portefeuille mobile money utilisé pour le paiement sous ${processingDays}${NB}jours ouvrés.

## 8. Construire à partir de nos plans

Nos plans sont conçus pour être construits en toute sécurité sur des terrains ordinaires. Chaque terrain est cependant différent${NB}: avant de construire, les plans doivent être approuvés par votre autorité locale (assembly), et les fondations et la structure doivent être vérifiées pour votre sol et votre terrain par un ingénieur qualifié. Suivez les plans et les règles de l’art, et faites appel à des entrepreneurs qualifiés.

Nous ne sommes pas responsables des problèmes causés par une construction sans autorisation, par des modifications apportées aux plans par d’autres personnes, ou par des travaux que nous n’avons ni réalisés ni supervisés. Notre responsabilité au titre d’un plan est limitée au prix que vous avez payé pour celui-ci, sauf lorsque la loi n’autorise pas une telle limite.

## 9. Nos services professionnels

La conception, le suivi de chantier, la construction et nos autres services sont fournis dans le cadre d’un contrat écrit ou d’un devis distinct, qui en fixe l’étendue, le prix et les conditions.

## 10. Utilisation du site

N’utilisez pas le site de manière abusive${NB}: n’essayez pas d’y pénétrer sans autorisation, de le surcharger, d’en copier le contenu en masse, ni de l’utiliser à des fins illégales. Nous pouvons suspendre les comptes qui le font.

## 11. Modification de ces conditions

Nous pouvons mettre à jour ces conditions de temps à autre. Pour toute modification importante, nous vous préviendrons au moins ${TERMS_CHANGE_NOTICE_DAYS}${NB}jours avant son entrée en vigueur, par e-mail ou sur ce site. La version applicable au moment où vous avez passé une commande continue de s’appliquer à cette commande.

## 12. Droit applicable

Ces conditions sont régies par le droit de la République du Ghana, et les tribunaux du Ghana sont compétents pour tout litige les concernant.

## 13. Nous contacter

Une question sur ces conditions${NB}? Écrivez à ${BUSINESS.email}, appelez le ${PHONES.join(' ou le ')}, ou écrivez-nous à l’adresse ${BUSINESS.address}.
`,
};
