import type { HeroStory } from './schemas';

/** Home hero slider: three featured stories, each leading to its story page. */
export const heroStories: HeroStory[] = [
  {
    id: 1,
    category: 'Lifestyle',
    title: 'Klyde Warren Park Unveils a Summer of Free Concerts and Classes',
    summary:
      'Evening jazz, sunrise yoga, outdoor movies and a children’s reading corner headline the deck park’s busiest summer calendar yet.',
    image: '/images/stories/klyde-warren-summer.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under an orange sunset sky with a sunburst symbol on the sun',
    href: '/news/lifestyle/1',
  },
  {
    id: 2,
    category: 'Politics',
    title: 'City Council Backs $48 Million Sidewalk Push for Southern Dallas',
    summary:
      'A council committee endorsed a five-year plan to fill sidewalk gaps near schools, clinics and DART stops, with the first contracts expected this fall.',
    image: '/images/stories/council-sidewalk-plan.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a violet dusk sky, with a domed capitol symbol on a glowing sun',
    href: '/news/1',
  },
  {
    id: 3,
    category: 'Environment',
    title: 'Neighbors Plant 300 Trees Along Five Mile Creek',
    summary:
      'Families, students and church volunteers spent a spring Saturday planting native trees along the creek in southern Dallas to cool streets and slow floodwater.',
    image: '/images/stories/five-mile-creek-trees.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a soft green sky with a leaf symbol on the sun',
    href: '/community/10',
  },
];
