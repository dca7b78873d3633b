import { site } from '@/config/site';

/** About Us: the newsroom's own words. Figures are the sample newsroom's. */

export const heroImage = {
  src: '/images/about/dallas-skyline.svg',
  alt: 'Illustration of the Dallas skyline with Reunion Tower and an arched bridge over the Trinity River at dusk',
};

export const ourStory = [
  `${site.name} began in ${site.foundedYear} around a kitchen table in Oak Cliff, when a handful of reporters who had watched local coverage shrink decided Dallas deserved a newsroom of its own: one that shows up at council briefings, school board meetings and neighborhood cleanups, and writes for the people who live with the results.`,
  'Today we are an independent newsroom of fifteen journalists, producers and organizers. We cover city hall and the schools, the small businesses and the big developers, the arts, the parks and the Friday night games, from Lake Highlands to Red Bird. We are funded by readers, local sponsors and advertisers, and no owner tells us what to cover.',
];

export const ourMission = [
  'Report the news that shapes daily life in Dallas, accurately and without fear or favor.',
  'Explain how decisions at city hall, in the schools and in the county affect every neighborhood.',
  'Give residents a place to be heard, with listening sessions and stories told in their own words.',
  'Hold public officials and powerful institutions to account, with documents and data.',
  'Keep local news free to read for every resident, in print, online and on the radio.',
] as const;

export const dallasQuote = {
  text: 'Dallas is a city in the U.S. state of Texas and the most populous city in the Dallas–Fort Worth metroplex, the most populous metropolitan area in Texas and the fourth-most populous metropolitan area in the United States at 7.5 million people.',
  source: 'Wikipedia',
  title: 'Dallas',
  href: 'https://en.wikipedia.org/wiki/Dallas',
} as const;

/** The At a Glance card: label and value. */
export const atAGlance = [
  { label: 'Founded', value: String(site.foundedYear) },
  { label: 'Coverage area', value: 'Dallas and surrounding communities' },
  { label: 'Staff', value: '15 full-time journalists and staff' },
  { label: 'Weekly readers', value: 'Over 50,000' },
  { label: 'Recognition', value: '2024 Southwest Regional Press Award for Community Journalism' },
] as const;

export const ourValues = [
  { name: 'Accuracy', text: 'We check every fact, name and figure before we publish, and we correct our mistakes openly and quickly.' },
  { name: 'Independence', text: 'Our reporting answers to readers alone: no advertiser, sponsor or official decides what we cover or how.' },
  { name: 'Inclusivity', text: 'We seek out voices from every corner of Dallas, in every language spoken here, not only the loudest ones.' },
  { name: 'Impact', text: 'We measure our work by what it changes for our neighbors: a fixed street, an answered question, a better-informed vote.' },
  { name: 'Innovation', text: 'We try new ways to tell and share local stories, from live radio to data tools, and keep what serves readers.' },
] as const;

/** Careers: the newsroom has no jobs board; 'View Career Opportunities' writes to this address. */
export const careersEmail = `careers@${site.email.split('@')[1] ?? 'dallaslocal.news'}`;
export const careersHref = `mailto:${careersEmail}?subject=${encodeURIComponent(`Career opportunities at ${site.name}`)}`;
