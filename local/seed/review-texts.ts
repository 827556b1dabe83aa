import type { CatalogueEntry } from './plan-catalogue.ts';

/**
 * What the seeded customers wrote. Each review is put together from a title, a line about the plan itself,
 * what happened to them and a last word, all matching the stars given; now and then a longer story. A writer
 * counts the reviews of each star group it has written, so no two seeded reviews say the same thing.
 */
interface Words {
  titles: string[];
  middles: string[];
  closings: string[];
}

const WORDS: Record<'5' | '4' | '3' | '2', Words> = {
  5: {
    titles: [
      'Exactly what our builder needed',
      'Beautiful and practical',
      'Worth every cedi',
      'Our dream house, on paper first',
      'Clear drawings, easy permit',
      'Better than we hoped',
      'Second plan we bought here',
      'The breeze really goes through',
      'Builder called it the clearest set he has seen',
      'No surprises on site',
    ],
    middles: [
      'Our contractor priced the job from the drawings in a week and the district assembly approved the permit without questions.',
      'Every bedroom gets a breeze and the kitchen sits where it should, so the house stays cool even in March.',
      'The files downloaded straight away after paying with mobile money, and the dimensions on every sheet matched.',
      'Compared with hiring an architect from scratch this saved us months, and the elevations look even better built.',
      'Our mason read the foundation plan without asking a single question, which tells you how clear it is.',
      'The quantities our quantity surveyor took off the drawings were within a few bags of cement of what we used.',
      'My brother in London and I went through the PDFs on a video call and agreed on the plan the same evening.',
      'The structural sheets made the engineer happy; he only asked for the soil report before signing off.',
      'We are building in stages and the drawings split the work into phases that make sense for our budget.',
      'The roof details are drawn properly, so the carpenter did not have to guess any of the angles.',
    ],
    closings: [
      'Highly recommended.',
      'We would buy from Tema House Plans again.',
      'Thank you to the team for answering our questions so quickly.',
      'Now we only need the money to finish the plastering!',
      'Five stars without hesitation.',
      'Already recommended it to two friends at church.',
    ],
  },
  4: {
    titles: [
      'Very good plan, small changes needed',
      'Good value',
      'Solid design, a few questions',
      'Happy overall',
      'Nearly perfect for us',
      'Good drawings, slow start',
      'Recommended with one remark',
      'Does what it promises',
    ],
    middles: [
      'We moved the store room and widened the porch, which our engineer did easily from the drawings.',
      'I would have liked a bit more detail on the roof, but the team answered my questions the same day.',
      'The electrical layout needed a few extra sockets for us, otherwise we built it as drawn.',
      'The boys quarters is small for our needs, so we will extend it later; the main house is excellent.',
      'Our plot faces west, so we swapped the kitchen and the dining room; the plan made that easy.',
      'The first download link I opened expired because I waited too long, but support sent a new one quickly.',
      'The plumbing sheet is basic; our plumber planned the runs himself, which cost a day on site.',
      'The balcony railing detail was missing a dimension, a small thing the team fixed in a revision.',
    ],
    closings: [
      'Would buy again.',
      'Four stars only because of the small gaps.',
      'Good value for the price.',
      'Still a very good start for any family build.',
      'Worth it, just check the details with your engineer.',
    ],
  },
  3: {
    titles: ['Decent, but check the site fit', 'Fine drawings, not for every plot', 'Average for us', 'Mixed feelings'],
    middles: [
      'Our plot is narrower than the plan assumes, so we needed adjustments that cost extra.',
      'The room sizes are fine, but the corridor upstairs felt tight once the walls went up.',
      'The drawings themselves are fine; we simply needed more changes than we expected.',
      'The estimate of the building cost was lower than what our contractor quoted in Kumasi.',
    ],
    closings: [
      'Read the dimensions carefully before you buy.',
      'Ask the team before paying if your land is unusual.',
      'An okay plan, not a great fit for us.',
    ],
  },
  2: {
    titles: ['Not right for our plot', 'Too many changes needed', 'Disappointed'],
    middles: [
      'The garage side did not suit our sloping land and the changes cost nearly a new design.',
      'We expected the structural sheets in the basic package; read what each package includes.',
      'The layout looked bigger in the pictures than it felt when the blocks were laid.',
    ],
    closings: [
      'The plan is well drawn, it just was not for us.',
      'Support was polite, but we would choose differently next time.',
    ],
  },
};

/** Longer accounts, added to some reviews of three stars or more: people write at length about their house. */
const STORIES = [
  'We started in January with the foundation and by the end of the rainy season the walls were at lintel level. Every time a question came up on site, the answer was on one of the sheets, and when it was not, a message to the shop got a reply the same day. The only change we made was a bigger window in the living room, which the engineer checked against the lintel schedule. Our neighbours keep asking who designed the house.',
  'I bought the plan from abroad and had my uncle follow the work in Ghana. Because the drawings are so complete, he could check the setting out, the column positions and the roof pitch himself without being an expert. The mobile money payment for the files took two minutes, the certificate with my name arrived at once, and the permit office accepted the set with our local architect’s stamp.',
  'We compared three plans side by side before choosing this one, mostly for the kitchen position and the cross ventilation. Two years later we are living in it: the rooms stay cool without air conditioning most of the year, the courtyard is where the children play, and the outside kitchen keeps the smoke out of the house. If we did it again we would only add a second store room.',
  'Our builder is old school and usually works from his own sketches, so I was worried. He took one look at the dimensioned floor plans and the sections and said he wished every client came with drawings like these. We finished the shell in eight months, roughly on the budget the build cost estimate suggested for a standard finish.',
];

const HOUSE: Record<CatalogueEntry['plan_type'], string> = {
  villa: 'villa',
  bungalow: 'bungalow',
  townhouse: 'townhouse',
};

const TOWNS = ['Tema', 'Kasoa', 'Kumasi', 'Takoradi', 'Ho', 'Cape Coast', 'Tamale', 'Aburi', 'Koforidua', 'Sunyani'];

/** A line about the house itself, so a review reads as written about this plan. */
function opening(plan: CatalogueEntry, rating: number, n: number): string {
  const town = TOWNS[n % TOWNS.length];
  const house = `${plan.bedrooms}-bedroom ${HOUSE[plan.plan_type]}`;
  if (rating >= 5) return `We are building the ${house} in ${town} and the layout is even better than in the pictures.`;
  if (rating === 4) return `Good ${house} for our family in ${town}; ${plan.area_sqm} m² is the right size for us.`;
  return `We chose this ${house} for a plot in ${town}.`;
}

export interface ReviewText {
  title: string;
  content: string;
}

/** A writer of seeded reviews; use one per seed run so that every review it writes is different. */
export function reviewWriter(): (plan: CatalogueEntry, rating: number) => ReviewText {
  const written = new Map<string, number>();
  return (plan, rating) => {
    const group = String(Math.min(5, Math.max(2, rating))) as keyof typeof WORDS;
    const words = WORDS[group];
    const n = written.get(group) ?? 0;
    written.set(group, n + 1);
    // n walks through every (middle, closing) pair before any pair comes back.
    const middle = words.middles[n % words.middles.length];
    const closing = words.closings[Math.floor(n / words.middles.length) % words.closings.length];
    const story = rating >= 3 && n % 4 === 1 ? ` ${STORIES[Math.floor(n / 4) % STORIES.length]}` : '';
    return {
      title: words.titles[(n * 7) % words.titles.length] ?? 'Good plan',
      content: `${opening(plan, rating, n)} ${middle}${story} ${closing}`,
    };
  };
}
