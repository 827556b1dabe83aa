import { BUSINESS } from '@shop/shared/business';
import { DOWNLOAD_WINDOW_DAYS, USD_PER_GHS } from '@shop/shared/constants';
import { RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM } from '@shop/shared/content/company';
import { REFUND_POLICY } from '@shop/shared/content/refund-policy';
import { formatCedisIn } from '@shop/shared/i18n/format';
import type { FaqEntry } from './faq-entries.ts';

/*
 * The FAQ in French (faq-entries.ts is the English): same ids and categories, same facts from shared/, loaded only
 * by a French page (faq-content.ts). Written for buyers in Togo, Côte d’Ivoire, Burkina Faso and Benin.
 */

/** The office hours as French writes them, type-checked against shared/'s English lines. */
const HOURS_FR: Record<(typeof BUSINESS.hours)[number], string> = {
  'Mon-Fri 8AM-6PM': 'du lundi au vendredi de 8 h à 18 h',
  'Sat 9AM-4PM': 'le samedi de 9 h à 16 h',
  'Sun closed': 'mais fermés le dimanche',
};

const [firstPhone] = BUSINESS.phones;
const cedis = (amount: number) => formatCedisIn(amount, 'fr');
const usdPerCedi = new Intl.NumberFormat('fr', { maximumFractionDigits: 4 }).format(USD_PER_GHS);
const processingDays = REFUND_POLICY.processingDays.replace('-', ' à ');

export const FAQ_ENTRIES_FR: readonly FaqEntry[] = [
  {
    id: 'who-we-are',
    category: 'General',
    question: 'Qui dessine les plans ?',
    answer: `Chaque plan est dessiné par nos propres architectes agréés et vérifié par nos ingénieurs structure à Tema. Nous concevons des maisons pour les terrains ghanéens depuis 2012 et nous les construisons aussi : nous sommes une entreprise de construction enregistrée, agrément de classe K3 D3.`,
  },
  {
    id: 'where-are-you',
    category: 'General',
    question: 'Où se trouve votre bureau et quand êtes-vous ouverts ?',
    answer: `Notre bureau se trouve à ${BUSINESS.address}. Nous sommes ouverts ${BUSINESS.hours.map((line) => HOURS_FR[line]).join(', ')}. Vous pouvez passer nous voir ; appelez-nous avant, pour que l’architecte qu’il vous faut soit disponible pour vous recevoir.`,
  },
  {
    id: 'outside-ghana',
    category: 'General',
    question: 'Puis-je acheter un plan si je vis hors du Ghana ?',
    answer:
      'Oui. Beaucoup de nos clients font construire au pays tout en vivant ailleurs. Vous pouvez acheter et télécharger un plan où que vous soyez, payer par carte, et nous pouvons superviser le chantier pour vous et vous envoyer un compte rendu avec photos à chaque étape.',
  },
  {
    id: 'what-is-in-a-plan',
    category: 'Plans & Design',
    question: 'Quels dessins sont fournis avec un plan ?',
    answer:
      'Chaque formule comprend les dessins d’architecture : plans des niveaux, façades, coupes et plan de toiture, en fichiers PDF à imprimer en A3 ou plus grand. Les formules Standard et Premium y ajoutent des rendus 3D pour voir la maison terminée. La formule Premium ajoute les fichiers CAO (DWG et DXF) et la personnalisation du plan avec l’accompagnement de nos architectes.',
  },
  {
    id: 'customize',
    category: 'Plans & Design',
    question: 'Pouvez-vous adapter un plan à mon terrain ou à ma famille ?',
    answer:
      'Oui. La formule Premium comprend la personnalisation : indiquez-nous la taille et l’orientation de votre terrain et ce que vous voulez changer (une chambre de plus, une cuisine plus grande, une dépendance pour le personnel) et nos architectes adaptent les dessins. Les modifications plus importantes, ou une conception sur mesure, font l’objet d’un devis dans le cadre de notre service de conception architecturale.',
  },
  {
    id: 'plot-size',
    category: 'Plans & Design',
    question: 'Comment savoir si un plan tient sur mon terrain ?',
    answer:
      'Chaque plan indique sa surface habitable en mètres carrés. Prévoyez autour de la maison la place des reculs exigés par votre mairie, d’une fosse septique ou d’un puisard, du stationnement et d’une allée. En cas de doute, envoyez-nous votre plan de situation par le formulaire de contact et nous vous dirons quels plans conviennent.',
  },
  {
    id: 'permit-ready',
    category: 'Plans & Design',
    question: 'Puis-je utiliser les plans pour demander un permis de construire ?',
    answer:
      'Les dessins sont préparés selon les exigences habituelles des mairies. Une demande de permis demande aussi des documents propres à votre terrain, comme le plan de situation, le titre foncier et, pour certains bâtiments, une note de calcul de structure signée par un ingénieur. Nous pouvons préparer et déposer le dossier complet pour vous.',
  },
  {
    id: 'packages',
    category: 'Pricing & Packages',
    question: 'Quelle est la différence entre Basic, Standard et Premium ?',
    answer:
      'La formule Basic vous donne les dessins d’architecture en fichiers PDF. La formule Standard comprend tout ce qu’offre la Basic, plus des rendus 3D de la maison. La formule Premium comprend tout ce qu’offre la Standard, plus la personnalisation du plan, les fichiers CAO (DWG et DXF) pour votre architecte ou votre ingénieur, et l’accompagnement direct de notre équipe de conception pendant les travaux.',
  },
  {
    id: 'currency',
    category: 'Pricing & Packages',
    question: 'Dans quelle monnaie sont les prix ?',
    answer: `Les prix sont fixés en cedis ghanéens (GHS) et vous payez en cedis. Pour les clients à l’étranger, nous affichons à côté de chaque prix un montant approximatif en dollars américains, au taux de ${usdPerCedi} dollar par cedi.`,
  },
  {
    id: 'design-fees',
    category: 'Pricing & Packages',
    question: 'Combien coûte une conception sur mesure ?',
    answer: `La conception architecturale et structurelle d’une maison coûte ${cedis(RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)} par mètre carré de surface de plancher ; pour une maison de 150 m², par exemple, cela fait ${cedis(150 * RESIDENTIAL_DESIGN_RATE_GHS_PER_SQM)}. Nos autres services sont chiffrés selon la taille et la complexité du projet, et la première consultation est gratuite.`,
  },
  {
    id: 'download',
    category: 'Technical Support',
    question: 'Comment télécharger mon plan ?',
    answer: `Dès que votre paiement est confirmé, vous arrivez sur votre page de téléchargement. Vous pouvez télécharger chaque fichier, les télécharger tous l’un après l’autre, ou télécharger un seul fichier ZIP. Vos liens de téléchargement restent ouverts ${DOWNLOAD_WINDOW_DAYS} jours après l’achat, et vos commandes restent affichées dans votre compte.`,
  },
  {
    id: 'file-formats',
    category: 'Technical Support',
    question: 'Avec quels logiciels ouvrir les fichiers ?',
    answer:
      'Les dessins PDF s’ouvrent avec n’importe quel lecteur PDF, sur téléphone ou sur ordinateur, et n’importe quel imprimeur peut les tirer. Les fichiers CAO de la formule Premium sont au format DWG et DXF, qu’AutoCAD et la plupart des autres logiciels de dessin savent ouvrir. Les archives ZIP s’ouvrent sur n’importe quel ordinateur.',
  },
  {
    id: 'download-problem',
    category: 'Technical Support',
    question: 'Mon lien de téléchargement a expiré ou ne fonctionne pas. Que faire ?',
    answer: `Contactez-nous avec votre numéro de commande ou l’adresse e-mail utilisée pour payer. Nous vérifierons votre commande et vous enverrons de nouveaux liens. Nous répondons sous ${BUSINESS.replyWithinHours} heures, et sous ${BUSINESS.urgentReplyWithinHours} heures pour les demandes urgentes.`,
  },
  {
    id: 'payment-methods',
    category: 'Payment & Security',
    question: 'Comment puis-je payer ?',
    answer:
      'Par carte Visa ou Mastercard, ou par mobile money (MTN MoMo, Telecel Cash et AirtelTigo Money), via notre partenaire de paiement Paystack. Votre paiement est confirmé avant que vos fichiers ne soient mis à disposition.',
  },
  {
    id: 'card-safety',
    category: 'Payment & Security',
    question: 'Les informations de ma carte sont-elles en sécurité ?',
    answer:
      'Oui. Vous saisissez les données de votre carte ou de votre compte mobile money sur la page de paiement sécurisée de Paystack, et non sur notre site : nous ne voyons ni ne conservons jamais votre numéro de carte. Toutes nos pages sont servies par une connexion chiffrée.',
  },
  {
    id: 'refunds',
    category: 'Payment & Security',
    question: 'Quelle est votre politique de remboursement ?',
    answer: `Nous offrons une garantie satisfait ou remboursé de ${REFUND_POLICY.days} jours. Si un plan ne vous convient pas, demandez un remboursement dans les ${REFUND_POLICY.days} jours suivant l’achat, à condition de ne pas avoir téléchargé les fichiers du plan. Le remboursement est versé sur votre carte ou votre portefeuille mobile money sous ${processingDays} jours ouvrés. Chaque client peut obtenir un remboursement par plan.`,
  },
  {
    id: 'supervision',
    category: 'Construction Support',
    question: 'Pouvez-vous construire la maison pour moi ?',
    answer:
      'Oui. En tant qu’entreprise de construction enregistrée (agrément de classe K3 D3), nous construisons, ou nous supervisons l’entrepreneur de votre choix. Nous pouvons aussi gérer tout le projet pour vous : autorisations, achat des matériaux, construction et contrôle de la qualité, avec des comptes rendus réguliers et des photos.',
  },
  {
    id: 'bill-of-quantities',
    category: 'Construction Support',
    question: 'Pouvez-vous me dire combien coûtera la construction ?',
    answer:
      'Nos métreurs établissent un devis quantitatif pour le plan choisi, qui liste chaque matériau et sa quantité : vous pouvez ainsi chiffrer la construction aux prix actuels du marché et comparer équitablement les devis des entrepreneurs.',
  },
  {
    id: 'support-while-building',
    category: 'Construction Support',
    question: 'Qui appeler si mon entrepreneur a une question sur les dessins ?',
    answer: `Écrivez à ${BUSINESS.email} en indiquant votre numéro de commande et le dessin concerné, et notre équipe de conception vous répondra. Les clients Premium bénéficient aussi d’un accompagnement direct par téléphone au ${firstPhone}, et des visites de chantier peuvent être réservées en tant que service.`,
  },
];
