import type { BlogArticleMeta } from './blog-articles.ts';

/*
 * The articles' cards and headers in French (blog-articles.ts holds the English): the same ids,
 * slugs (so the URL is the same in both languages), dates, categories and pictures; loaded only by a French page.
 */
const AUTHOR = 'L’équipe de conception de Tema House Plans';

export const BLOG_ARTICLES_FR: readonly BlogArticleMeta[] = [
  {
    id: 'a6',
    slug: 'building-permits-in-tema-and-accra',
    title: 'Permis de construire à Tema et à Accra : ce qu’il faut préparer avant de bâtir',
    excerpt:
      'Un permis protège votre investissement. Voici ce que la mairie vous demandera, qui prépare chaque document, et comment éviter les retards qui bloquent la plupart des dossiers.',
    author: AUTHOR,
    date: '2026-10-28',
    category: 'Regulations',
    tags: ['Permis', 'Tema', 'Plan de situation', 'Autorisations'],
    image: '/articles/permits.svg',
    imageAlt: 'Un permis de construire tamponné à côté d’un plan de situation roulé',
  },
  {
    id: 'a5',
    slug: 'designing-for-ghanas-climate',
    title: 'Concevoir pour le climat du Ghana : ombre, brise et orientation',
    excerpt:
      'Une maison qui tire parti du soleil et de la brise de mer reste plus fraîche, coûte moins cher à l’usage et dure plus longtemps. Cinq choix de conception qui changent tout sur un terrain côtier.',
    author: AUTHOR,
    date: '2026-09-30',
    category: 'Architecture',
    tags: ['Climat', 'Ventilation', 'Orientation', 'Confort'],
    image: '/articles/climate.svg',
    imageAlt:
      'Une maison aux larges débords de toit, avec des flèches montrant la brise qui traverse les fenêtres ouvertes',
  },
  {
    id: 'a4',
    slug: 'choosing-walling-materials',
    title: 'Parpaing, brique cuite ou terre comprimée ? Bien choisir vos murs',
    excerpt:
      'Les murs pèsent lourd dans le budget d’une construction. Nous comparons les solutions courantes au Ghana selon le coût, la solidité, le confort et la rapidité de construction.',
    author: AUTHOR,
    date: '2026-08-19',
    category: 'Materials',
    tags: ['Parpaings', 'Briques', 'Coûts', 'Durabilité'],
    image: '/articles/materials.svg',
    imageAlt: 'Des piles de parpaings de sable-ciment, de briques cuites et de blocs de terre comprimée',
  },
  {
    id: 'a3',
    slug: 'solar-ready-water-wise-homes',
    title: 'Prête pour le solaire et économe en eau : des charges réduites dès le premier jour',
    excerpt:
      'Prévoir les panneaux solaires et la récupération de l’eau de pluie dès le dessin coûte peu et fait économiser beaucoup. Ce qu’il faut demander dans votre plan, même si vous n’installez que plus tard.',
    author: AUTHOR,
    date: '2026-07-08',
    category: 'Sustainability',
    tags: ['Solaire', 'Eau de pluie', 'Énergie', 'Économies'],
    image: '/articles/sustainability.svg',
    imageAlt: 'Un toit équipé de panneaux solaires et une gouttière menant à une citerne',
  },
  {
    id: 'a2',
    slug: 'building-in-phases',
    title: 'Une maison qui grandit avec vous : construire par étapes',
    excerpt:
      'La plupart des maisons au Ghana se construisent par étapes, au rythme des moyens. Un plan pensé pour cela vous permet d’emménager plus tôt et d’agrandir plus tard sans rien démolir.',
    author: AUTHOR,
    date: '2026-05-26',
    category: 'Design',
    tags: ['Modulaire', 'Étapes', 'Budget', 'Extensions'],
    image: '/articles/phasing.svg',
    imageAlt: 'Une petite maison avec, en pointillés, une future extension et un étage',
  },
  {
    id: 'a1',
    slug: 'building-a-house-in-ghana-step-by-step',
    title: 'Construire une maison au Ghana : du terrain aux clés, étape par étape',
    excerpt:
      'Acheter le terrain, choisir un plan, obtenir les autorisations, engager un entrepreneur et suivre les travaux : un guide pratique de tout le parcours pour ceux qui construisent pour la première fois.',
    author: AUTHOR,
    date: '2026-04-14',
    category: 'Home Building',
    tags: ['Préparation', 'Terrain', 'Entrepreneurs', 'Première maison'],
    image: '/articles/home-building.svg',
    imageAlt: 'Un terrain avec piquets et cordeaux, un plan de maison et une maison terminée en arrière-plan',
  },
];
