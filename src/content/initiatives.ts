import type { Initiative } from './schemas';

/**
 * Community initiatives; detail pages `/community/initiatives/{id}`.
 * Sample initiatives at real Dallas places; organizers and websites are illustrative.
 */
export const initiatives: Initiative[] = [
  {
    id: 1,
    title: 'Summer Reading and Coding Camps',
    description:
      'Free weekday camps where children read together, build simple games and robots, and take home a book every week.',
    location: 'J. Erik Jonsson Central Library, 1515 Young St',
    date: 'June 2 – August 8, 2025',
    startDate: '2025-06-02',
    endDate: '2025-08-08',
    neighborhood: 'Downtown',
    image: '/images/community/summer-reading-coding.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under an indigo sky with an open book symbol on the sun',
    website: 'https://www.dallassummerlearning.org',
    details: [
      'Summer Reading and Coding Camps keep children learning while school is out. Each weekday morning, children from 8 to 13 read together in small groups, then spend the afternoon building simple games, animations and robots with volunteer mentors from local tech companies and universities.',
      'Camps are free and include lunch, and every camper takes home a new book each week to build a library of their own. Sessions run for two weeks at a time, and families can sign up for more than one session if space allows.',
      'Volunteers who can read with children or help with coding projects are always needed, and no teaching experience is required. All volunteers complete a short training and a background check before the first session.',
    ],
    tags: ['education', 'technology'],
  },
  {
    id: 2,
    title: 'Trinity River Green Corridor Cleanups',
    description:
      'Monthly volunteer cleanups and native plantings that keep trails, creeks and the riverbank clean from downtown to the Great Trinity Forest.',
    location: 'Trinity River Audubon Center, 6500 Great Trinity Forest Way',
    date: 'Ongoing',
    startDate: '2019-03-02',
    endDate: null,
    neighborhood: 'Pleasant Grove',
    image: '/images/community/trinity-green-corridor.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a rose-pink dusk sky with a group of people symbol on the sun',
    website: 'https://www.trinitygreencorridor.org',
    details: [
      'The Trinity River Green Corridor initiative brings volunteers to the river every month to remove litter, clear invasive plants and plant native grasses and trees. Work days rotate among trailheads and creeks that feed the river, from the Continental Avenue Bridge near downtown to the Great Trinity Forest in southern Dallas.',
      'Each cleanup begins with a short safety talk and ends with a tally of what was collected, which helps the city locate where trash enters the river. Gloves, bags, tools and water are provided. Families are welcome, and children under 16 must come with an adult.',
      'Groups from schools, congregations and workplaces can schedule their own work day with the organizers, and individuals can sign up to become stretch captains who check on a section of trail between cleanups.',
    ],
    tags: ['community', 'recreation'],
  },
  {
    id: 3,
    title: 'Fresh Food for Southern Dallas',
    description:
      'Pop-up produce stands, cooking classes and a market match that make fresh fruit and vegetables easier to find and afford in southern Dallas.',
    location: 'Dallas Farmers Market, 920 S Harwood St, and pop-up stands in southern Dallas',
    date: 'April 5 – October 25, 2025',
    startDate: '2025-04-05',
    endDate: '2025-10-25',
    neighborhood: 'Downtown',
    image: '/images/community/fresh-food-southern-dallas.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower above the river under a red and orange sky, with a fork and knife symbol on the sun',
    website: 'https://www.freshfoodsoutherndallas.org',
    details: [
      'Fresh Food for Southern Dallas brings weekly pop-up produce stands to recreation centers, churches and schools in neighborhoods where the nearest full-service grocery store can be miles away. Growers who sell at the Dallas Farmers Market supply the stands, and prices are kept low through a market match for shoppers using SNAP benefits.',
      'Each stand hosts short cooking demonstrations that show how to prepare seasonal produce quickly and on a budget, and recipe cards are printed in English and Spanish. Children can join a tasting table to try something new each week.',
      'The season runs from spring through fall. Volunteers help set up stands, hand out recipes and run the tasting table, and local businesses can sponsor a stand for a month.',
    ],
    tags: ['food', 'health', 'community'],
  },
];
