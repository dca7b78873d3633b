import type { CommunityStory } from './schemas';

/**
 * Community Spotlight stories; detail pages `/community/{id}` (ids 10 to 12).
 * Sample stories written for this site: people quoted are invented.
 */
export const communityStories: CommunityStory[] = [
  {
    id: 10,
    category: 'Environment',
    title: 'Neighbors Plant 300 Trees Along Five Mile Creek',
    summary:
      'Families, students and church volunteers spent a spring Saturday planting native trees along the creek in southern Dallas to cool streets and slow floodwater.',
    image: '/images/stories/five-mile-creek-trees.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a soft green sky with a leaf symbol on the sun',
    imageCaption: 'Volunteers plant a young bur oak near Five Mile Creek. (Illustration)',
    date: '2025-04-21',
    author: 'Denise Okafor',
    body: [
      'Armed with shovels, mulch and a lot of patience, about 150 volunteers planted 300 native trees along Five Mile Creek in southern Dallas on Saturday, part of a neighborhood effort to cool streets, slow floodwater and give children more shade on the way to school. The planting took place on city parkland along the creek, with saplings of bur oak, cedar elm, pecan and redbud donated by a regional tree nonprofit.',
      'Neighborhood association president Gloria Hammond said the idea came from residents who noticed how much hotter their streets felt than neighborhoods to the north with older tree canopy. “Our kids wait for the bus in full sun,” Hammond said. “Trees take years to grow, so the best time to start was a long time ago. The second-best time is today.” Volunteers ranged from preschoolers with tiny shovels to retirees who have lived nearby for decades.',
      'City forestry staff chose planting spots that would not interfere with power lines or the creek’s drainage, and they showed volunteers how to set each tree at the right depth and spread mulch in a wide ring. Students from nearby Dallas ISD schools will help water the saplings through the summer as part of a science project that tracks their growth and measures temperatures in shaded and unshaded areas.',
      'Urban forestry experts say tree canopy is one of the most effective ways to reduce summer heat in neighborhoods, lower energy bills and absorb stormwater. Dallas has set a goal of increasing its canopy citywide, with a focus on neighborhoods in the south and west where coverage is lowest. The Five Mile Creek group plans a second planting in the fall and is looking for more volunteers.',
    ],
  },
  {
    id: 11,
    category: 'Technology',
    title: 'Library Tech Tutors Help Vickery Meadow Seniors Get Online',
    summary:
      'Teen volunteers at a neighborhood library branch are teaching older residents to video-call family overseas, refill prescriptions online and avoid scams.',
    image: '/images/stories/vickery-meadow-tech-tutors.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower above the river under a midnight blue sky, with a microchip symbol on the sun',
    imageCaption: 'A teen volunteer helps a resident set up a tablet at a Dallas library branch. (Illustration)',
    date: '2025-05-05',
    author: 'Tyler Nguyen',
    body: [
      'Every Tuesday afternoon, a corner of the Vickery Meadow Branch Library turns into a help desk. Teenagers from nearby high schools sit beside older residents, many of them immigrants and refugees, and patiently walk them through the technology that daily life now requires, from video-calling relatives overseas to booking a doctor’s appointment or reading a utility bill online. The free sessions began last fall and have grown every month.',
      'Library staff said the program started when they noticed how many older patrons were asking for help with the same tasks. “Many of our seniors speak three or four languages, but nobody ever taught them how to reset a password,” said branch manager Omar Haddad. The teen tutors speak Spanish, Arabic, Nepali, Burmese and Swahili among them, so most visitors can get help in their first language.',
      'The most common requests are setting up email, using a smartphone camera, refilling prescriptions online and recognizing scams. Tutors keep a list of warning signs, including urgent calls about unpaid bills or requests for gift cards, and they help seniors report suspicious messages. “My grandson lives in Nairobi, and now I see his face every Sunday,” said Fatuma Abdi, 71, who learned to use video calls in the program.',
      'The teenagers earn community service hours and training in customer service and patience, which several said was the hardest part. The library hopes to expand the program to other branches this summer and is recruiting more volunteers. Residents can drop in without an appointment, and the library lends tablets and hotspots to patrons who do not have a device or internet at home.',
    ],
  },
  {
    id: 12,
    category: 'Food',
    title: 'Bishop Arts Neighbors Build a Community Fridge Network',
    summary:
      'Four brightly painted refrigerators outside Oak Cliff businesses are stocked daily with fresh food that anyone can take, no questions asked.',
    image: '/images/stories/bishop-arts-community-fridge.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a red and orange sky, with a fork and knife symbol on a glowing sun',
    imageCaption: 'A volunteer restocks a community fridge outside a café near Bishop Avenue. (Illustration)',
    date: '2025-05-12',
    author: 'Denise Okafor',
    body: [
      'Outside a café a block from Bishop Avenue stands a refrigerator painted with sunflowers and the words “take what you need, leave what you can.” It is one of four community fridges that neighbors in Oak Cliff have set up over the past year, stocked daily with fresh produce, milk, eggs, bread and prepared meals that anyone can take, no questions asked. Volunteers check each fridge twice a day to clean it and remove expired food.',
      'The network started when a group of neighbors noticed how much food local restaurants and bakeries threw away at closing time, while families a few blocks away struggled to fill their kitchens. “We had food going into dumpsters and kids going to bed hungry in the same ZIP code,” said organizer Camila Reyes. Businesses host the fridges and pay the electricity, and a neighborhood grocery donates produce that is too ripe to sell.',
      'The group follows food safety guidelines from the county health department: no home-cooked meals, labels with dates on everything prepared, and a thermometer in each fridge. Volunteers log what comes in and goes out, and they estimate that the four fridges distribute more than a ton of food each month. Demand spikes at the end of the month, when many families’ benefits and paychecks run short.',
      'Organizers hope to add two more fridges this summer in other parts of Oak Cliff and are looking for businesses willing to host them. Residents can help by donating sealed groceries or fresh produce, volunteering for a cleaning shift or sharing the locations with neighbors who might need them. The group also connects families with food pantries and benefits enrollment through local churches.',
    ],
  },
];
