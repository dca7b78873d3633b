import type { CommunityGroup } from './schemas';

/**
 * Community groups; detail pages `/community/groups/{id}`.
 * Sample groups: names, members and websites are illustrative.
 */
export const communityGroups: CommunityGroup[] = [
  {
    id: 1,
    name: 'Dallas Urban Gardeners',
    description:
      'Neighbors growing food together in community gardens from Oak Cliff to Lake Highlands, sharing seeds, tools and harvests.',
    members: 1250,
    neighborhood: 'Oak Cliff',
    image: '/images/community/dallas-urban-gardeners.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a rose-pink dusk sky with a group of people symbol on the sun',
    website: 'https://www.dallasurbangardeners.org',
    details: [
      'Dallas Urban Gardeners began in 2014 with a single shared plot behind a church in Oak Cliff. Today its members tend more than thirty community gardens across the city, from raised beds at recreation centers in Pleasant Grove to a large orchard near White Rock Lake. Members share seeds, tools, compost and advice, and a portion of every harvest goes to neighborhood food pantries.',
      'The group runs free workshops on growing vegetables in North Texas heat, building raised beds, composting and saving water with drip irrigation. Experienced gardeners mentor newcomers through their first season, and school programs bring classes into the gardens to learn where food comes from.',
      'Anyone can join, whether you have a green thumb or have never grown a tomato. Members meet monthly, rotating among the gardens, and the annual fall plant swap at the Dallas Farmers Market is one of the group’s most popular events.',
    ],
    tags: ['community', 'food', 'health'],
  },
  {
    id: 2,
    name: 'Oak Cliff Arts Collective',
    description:
      'Painters, muralists, musicians and makers who open their studios, stage pop-up shows and teach free classes in Oak Cliff.',
    members: 860,
    neighborhood: 'Bishop Arts',
    image: '/images/community/oak-cliff-arts-collective.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a purple and crimson sky with an artist’s palette symbol on the sun',
    website: 'https://www.oakcliffartscollective.org',
    details: [
      'The Oak Cliff Arts Collective brings together artists of every kind who live or work south of the Trinity River. Members organize open studio weekends, pop-up exhibitions in empty storefronts along Jefferson Boulevard and in the Bishop Arts District, and live music nights that showcase local bands and mariachi groups.',
      'The collective believes art belongs to everyone. Its members teach free weekend classes for children and adults in painting, printmaking, photography and songwriting, and they work with neighbors to design murals that reflect the history of their blocks.',
      'New members are welcome at monthly meetups, and there is no fee to join. Artists can show work in group exhibitions, and supporters can volunteer at events or host a pop-up show in their business.',
    ],
    tags: ['arts', 'entertainment', 'community'],
  },
  {
    id: 3,
    name: 'Big D Tech Builders',
    description:
      'Developers, designers and curious beginners who meet to learn, build civic tech projects and mentor the next generation of Dallas technologists.',
    members: 2100,
    neighborhood: 'Downtown',
    image: '/images/community/big-d-tech-builders.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a midnight blue sky, with a microchip symbol on a glowing sun',
    website: 'https://www.bigdtechbuilders.org',
    details: [
      'Big D Tech Builders is a volunteer-run community for anyone interested in technology, from professional software engineers to students writing their first lines of code. The group hosts monthly talks in the AT&T Discovery District and at coworking spaces around downtown, along with weekend workshops on web development, data analysis and cybersecurity.',
      'Members also build civic tech projects with nonprofits and neighborhood groups, such as maps of community resources, volunteer scheduling tools and dashboards that make public data easier to understand. Every project is open source and designed to be maintained by the organizations that use it.',
      'The group’s mentorship program pairs experienced members with high school and Dallas College students, and it runs free coding camps at library branches in the summer.',
    ],
    tags: ['technology', 'education', 'business'],
  },
  {
    id: 4,
    name: 'White Rock Trail Runners',
    description:
      'A friendly running and walking club that meets at White Rock Lake for group runs, training plans and community races for every pace.',
    members: 640,
    neighborhood: 'Lake Highlands',
    image: '/images/community/white-rock-trail-runners.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a bright blue sky with a ball symbol on the sun',
    website: 'https://www.whiterocktrailrunners.org',
    details: [
      'White Rock Trail Runners welcomes runners and walkers of every age and ability. The club meets three times a week at White Rock Lake for group runs on the nine-mile loop, with pace groups from brisk walking to marathon training, so nobody runs alone.',
      'Members train together for local races, organize couch-to-5K programs every spring and fall, and volunteer at water stations during races around Dallas. The club also helps care for the lake, joining shoreline cleanups and reporting trail damage to the city.',
      'Membership is free, and the only requirement is to show up. After Saturday runs, members often gather for breakfast tacos near the lake and talk about everything except their split times.',
    ],
    tags: ['sports', 'recreation', 'health'],
  },
];
