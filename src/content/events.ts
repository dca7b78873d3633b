import type { CommunityEvent } from './schemas';

/**
 * Community events (Events page): eight samples in May 2025, one per category, at real Dallas venues.
 * `date` is a local calendar date and `start`/`end` are local Dallas times (America/Chicago).
 */
export const events: CommunityEvent[] = [
  {
    id: 1,
    title: 'Bishop Arts Spring Art Walk',
    description:
      'Stroll the galleries, studios and shops of the Bishop Arts District, meet local artists, watch live mural painting and enjoy music on the street corners.',
    date: '2025-05-10',
    time: '10:00 AM - 4:00 PM',
    start: '10:00',
    end: '16:00',
    location: 'Bishop Arts District, N Bishop Ave & W Davis St',
    category: 'Arts',
    image: '/images/events/bishop-arts-art-walk.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a purple and crimson sky, with an artist’s palette symbol on a glowing sun',
  },
  {
    id: 2,
    title: 'White Rock Lake Shoreline Cleanup',
    description:
      'Join neighbors to clear litter from the shoreline and trails. Gloves, bags and water provided; families welcome, children under 16 with an adult.',
    date: '2025-05-10',
    time: '8:00 AM - 11:00 AM',
    start: '08:00',
    end: '11:00',
    location: 'Winfrey Point, White Rock Lake, 950 E Lawther Dr',
    category: 'Community',
    image: '/images/events/white-rock-cleanup.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a rose-pink dusk sky with a group of people symbol on the sun',
  },
  {
    id: 3,
    title: 'Small Business Resource Expo',
    description:
      'Meet lenders, city programs, mentors and suppliers in one place. Free workshops on financing, marketing and city contracts for owners and would-be founders.',
    date: '2025-05-14',
    time: '9:00 AM - 1:00 PM',
    start: '09:00',
    end: '13:00',
    location: 'Fair Park, 3809 Grand Ave',
    category: 'Business',
    image: '/images/events/small-business-expo.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a green and gold sky with a bar chart symbol on the sun',
  },
  {
    id: 4,
    title: 'Klyde Warren Park Food Truck Festival',
    description:
      'More than thirty food trucks, local desserts and live music on the lawn. Bring a blanket and your appetite; entry is free and food is priced per truck.',
    date: '2025-05-17',
    time: '11:00 AM - 8:00 PM',
    start: '11:00',
    end: '20:00',
    location: 'Klyde Warren Park, 2012 Woodall Rodgers Fwy',
    category: 'Food',
    image: '/images/events/klyde-warren-food-trucks.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a red and orange sky, with a fork and knife symbol on a glowing sun',
  },
  {
    id: 5,
    title: 'Dallas Tech Meetup: AI for Small Business',
    description:
      'Short talks and live demos on practical AI tools for small businesses and nonprofits, followed by networking. Beginners welcome; light snacks provided.',
    date: '2025-05-21',
    time: '6:00 PM - 8:30 PM',
    start: '18:00',
    end: '20:30',
    location: 'AT&T Discovery District, 308 S Akard St',
    category: 'Technology',
    image: '/images/events/tech-meetup-ai.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a midnight blue sky with a microchip symbol on the sun',
  },
  {
    id: 6,
    title: 'Trinity Trails 5K Fun Run',
    description:
      'A flat, scenic 5K along the Trinity River levee with views of the downtown skyline. Walkers, strollers and first-time runners are encouraged to join.',
    date: '2025-05-24',
    time: '7:30 AM - 10:00 AM',
    start: '07:30',
    end: '10:00',
    location: 'Trinity Overlook, 110 W Commerce St',
    category: 'Sports',
    image: '/images/events/trinity-trails-5k.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a bright blue sky with a ball symbol on the sun',
  },
  {
    id: 7,
    title: 'City Budget Town Hall',
    description:
      'City staff present the outlook for next year’s budget and residents share their priorities for streets, parks, libraries and public safety. Interpreters available.',
    date: '2025-05-28',
    time: '6:00 PM - 7:30 PM',
    start: '18:00',
    end: '19:30',
    location: 'Dallas City Hall, 1500 Marilla St',
    category: 'Government',
    image: '/images/events/city-budget-town-hall.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a slate-blue evening sky with a columned civic building symbol on the sun',
  },
  {
    id: 8,
    title: 'Deep Ellum Block Party',
    description:
      'Live bands on two outdoor stages, local vendors, street food and family activities along Main Street to kick off summer in Deep Ellum.',
    date: '2025-05-31',
    time: '4:00 PM - 11:00 PM',
    start: '16:00',
    end: '23:00',
    location: 'Deep Ellum, Main St at N Crowdus St',
    category: 'Entertainment',
    image: '/images/events/deep-ellum-block-party.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a purple night sky with a star symbol on the sun',
  },
];
