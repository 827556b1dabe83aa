/** The blog's categories; the filter offers 'All' before them . */
export const BLOG_CATEGORIES = [
  'Home Building',
  'Architecture',
  'Sustainability',
  'Regulations',
  'Materials',
  'Design',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** An article's card and page header; its body lives with the web app's blog feature. */
export interface BlogArticleMeta {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** Publication date, yyyy-mm-dd. */
  date: string;
  category: BlogCategory;
  tags: readonly string[];
  /** Cover illustration under web/public. */
  image: string;
  imageAlt: string;
}

const AUTHOR = 'Tema House Plans Design Team';

/** The six static articles, newest first. The sitemap lists each at /blog/{slug}. */
export const BLOG_ARTICLES: readonly BlogArticleMeta[] = [
  {
    id: 'a6',
    slug: 'building-permits-in-tema-and-accra',
    title: 'Building Permits in Tema and Accra: What to Prepare Before You Build',
    excerpt:
      'A permit protects your investment. Here is what your assembly will ask for, who prepares each document, and how to avoid the delays that stall most applications.',
    author: AUTHOR,
    date: '2026-10-28',
    category: 'Regulations',
    tags: ['Permits', 'Tema', 'Site Plan', 'Approvals'],
    image: '/articles/permits.svg',
    imageAlt: 'A stamped building permit beside a rolled site plan',
  },
  {
    id: 'a5',
    slug: 'designing-for-ghanas-climate',
    title: "Designing for Ghana's Climate: Shade, Breeze and Orientation",
    excerpt:
      'A house that works with the sun and the sea breeze stays cooler, costs less to run and lasts longer. Five design moves that make the biggest difference on a coastal plot.',
    author: AUTHOR,
    date: '2026-09-30',
    category: 'Architecture',
    tags: ['Climate', 'Ventilation', 'Orientation', 'Comfort'],
    image: '/articles/climate.svg',
    imageAlt: 'A house with deep roof overhangs and arrows showing breeze flowing through open windows',
  },
  {
    id: 'a4',
    slug: 'choosing-walling-materials',
    title: 'Sandcrete, Burnt Brick or Compressed Earth? Choosing Your Walling',
    excerpt:
      'Walls take a large share of your building budget. We compare the common walling options in Ghana on cost, strength, comfort and speed of building.',
    author: AUTHOR,
    date: '2026-08-19',
    category: 'Materials',
    tags: ['Blocks', 'Bricks', 'Costs', 'Durability'],
    image: '/articles/materials.svg',
    imageAlt: 'Stacks of sandcrete blocks, burnt bricks and compressed earth blocks',
  },
  {
    id: 'a3',
    slug: 'solar-ready-water-wise-homes',
    title: 'Solar-Ready and Water-Wise: Lower Running Costs From Day One',
    excerpt:
      'Planning for solar panels and rainwater harvesting at the drawing stage costs little and saves a lot. What to ask for in your plan, even if you install later.',
    author: AUTHOR,
    date: '2026-07-08',
    category: 'Sustainability',
    tags: ['Solar', 'Rainwater', 'Energy', 'Savings'],
    image: '/articles/sustainability.svg',
    imageAlt: 'A roof with solar panels and a gutter leading to a water storage tank',
  },
  {
    id: 'a2',
    slug: 'building-in-phases',
    title: 'A Home That Grows With You: Building in Phases',
    excerpt:
      'Most Ghanaian homes are built in stages as money allows. A plan designed for phasing lets you move in sooner and extend later without tearing anything down.',
    author: AUTHOR,
    date: '2026-05-26',
    category: 'Design',
    tags: ['Modular', 'Phasing', 'Budget', 'Extensions'],
    image: '/articles/phasing.svg',
    imageAlt: 'A small house with dotted outlines showing a future extension and upper floor',
  },
  {
    id: 'a1',
    slug: 'building-a-house-in-ghana-step-by-step',
    title: 'Building a House in Ghana: From Plot to Keys, Step by Step',
    excerpt:
      'Buying land, choosing a plan, getting approvals, hiring a contractor and supervising the work: a practical guide to the whole journey for first-time builders.',
    author: AUTHOR,
    date: '2026-04-14',
    category: 'Home Building',
    tags: ['Planning', 'Land', 'Contractors', 'First Home'],
    image: '/articles/home-building.svg',
    imageAlt: 'A plot with pegs and string lines, a house plan and a finished home in the background',
  },
];

export function blogArticleBySlug(slug: string): BlogArticleMeta | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
