import type { TeamMember } from './schemas';

/** The newsroom (About Us, Meet Our Team). One member per title, in `teamTitles` order. Sample people. */
export const team: TeamMember[] = [
  {
    name: 'Rebecca Alvarez',
    title: 'Editor in Chief',
    bio: 'Rebecca grew up in Oak Cliff and spent fifteen years covering city hall and schools before founding Dallas Local in 2022. She sets the newsroom’s priorities and still edits the front page every morning.',
    image: '/images/team/rebecca-alvarez.svg',
    imageAlt: 'Illustrated portrait of Rebecca Alvarez, Editor in Chief',
  },
  {
    name: 'Marcus Whitfield',
    title: 'Senior Reporter',
    bio: 'Marcus covers the Dallas City Council, transit and public safety. He has attended more council briefings than he cares to count and reads every budget line so readers do not have to.',
    image: '/images/team/marcus-whitfield.svg',
    imageAlt: 'Illustrated portrait of Marcus Whitfield, Senior Reporter',
  },
  {
    name: 'Priya Raman',
    title: 'Business Editor',
    bio: 'Priya tracks the small businesses, developers and employers that shape the North Texas economy, from Deep Ellum storefronts to Uptown office towers. She previously reported on real estate and banking.',
    image: '/images/team/priya-raman.svg',
    imageAlt: 'Illustrated portrait of Priya Raman, Business Editor',
  },
  {
    name: 'Denise Okafor',
    title: 'Community Outreach Director',
    bio: 'Denise connects the newsroom with neighborhood associations, faith groups and volunteers across Dallas. She runs our listening sessions and writes about the people who keep their blocks going.',
    image: '/images/team/denise-okafor.svg',
    imageAlt: 'Illustrated portrait of Denise Okafor, Community Outreach Director',
  },
  {
    name: 'Tyler Nguyen',
    title: 'Digital Media Producer',
    bio: 'Tyler produces our video, audio and newsletters and writes about technology, food and culture. A Richardson native and Vickery Meadow resident, he is usually the one holding the camera.',
    image: '/images/team/tyler-nguyen.svg',
    imageAlt: 'Illustrated portrait of Tyler Nguyen, Digital Media Producer',
  },
  {
    name: 'Jamal Carter',
    title: 'Sports Reporter',
    bio: 'Jamal covers high school, college and community sports, from Friday nights in Dallas ISD stadiums to softball at Kiest Park. He played point guard at a South Dallas high school and has not stopped talking about it.',
    image: '/images/team/jamal-carter.svg',
    imageAlt: 'Illustrated portrait of Jamal Carter, Sports Reporter',
  },
];
