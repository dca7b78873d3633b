import type { TopStory } from './schemas';

/**
 * News page sidebar 'Top Stories'; detail pages `/news/top/{n}`.
 * Sample stories written for this site: people quoted are invented.
 */
export const topStories: TopStory[] = [
  {
    n: 1,
    category: 'Technology',
    title: 'Free Public Wi-Fi Reaches 20 More Dallas Parks and Recreation Centers',
    summary:
      'The city’s digital equity program is switching on free, fast internet at parks, pools and rec centers in neighborhoods where many households lack a home connection.',
    image: '/images/stories/park-wifi-expansion.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a midnight blue sky, with a microchip symbol on a glowing sun',
    imageCaption: 'A student works on a laptop outside a recreation center in South Dallas. (Illustration)',
    date: '2025-05-18',
    author: 'Tyler Nguyen',
    body: [
      'Residents in twenty more Dallas parks and recreation centers can now get online for free, as the city’s digital equity program switches on outdoor Wi-Fi in neighborhoods where many households lack a home internet connection. The new sites, concentrated in South Dallas, Pleasant Grove, West Dallas and Vickery Meadow, join dozens of libraries and recreation centers already connected through the program in recent years.',
      'City technology staff said the locations were chosen using census data on home internet access and feedback from residents who told surveyors they often sat in parking lots to catch a signal. “A student should not have to finish homework in a fast-food parking lot,” said program manager Alicia Tran. “Parks and rec centers are already where families go, so it made sense to bring the connection there.”',
      'The networks require no password, but users accept a short set of terms on their first visit. Speeds are fast enough for video calls and online classes, and the city filters harmful content on the public network. Staff will track usage at each site to decide where to add capacity, and some locations will get weatherproof charging stations and shaded seating areas this summer.',
      'The program is paid for with federal recovery funds and a state broadband grant. Advocates welcomed the expansion but said public Wi-Fi is not a substitute for affordable home service. The city is also running free classes at libraries on digital skills, online safety and applying for jobs, and volunteers help residents sign up for low-cost internet plans offered by providers in the area.',
    ],
  },
  {
    n: 2,
    category: 'Environment',
    title: 'Volunteers Haul Three Tons of Trash From the Trinity River Banks',
    summary:
      'More than 400 people spent a Saturday morning pulling tires, bottles and plastic bags from the river’s edge between the Continental Avenue Bridge and the Great Trinity Forest.',
    image: '/images/stories/trinity-river-cleanup.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a soft green sky with a leaf symbol on the sun',
    imageCaption: 'Volunteers sort collected litter near the Trinity River levee. (Illustration)',
    date: '2025-04-27',
    author: 'Denise Okafor',
    body: [
      'More than 400 volunteers spread out along the Trinity River on Saturday morning and pulled an estimated three tons of trash from its banks, including dozens of tires, a shopping cart, mountains of plastic bottles and countless bags tangled in the brush. The cleanup covered several miles of riverbank between the Continental Avenue Bridge near downtown and the edge of the Great Trinity Forest in southern Dallas.',
      'Organizers said most of the litter washes into the river from streets and storm drains across the city during heavy rain. “Every bottle dropped in a parking lot in North Dallas can end up here,” said coordinator Melissa Grant, who has organized river cleanups for eight years. “We want people to see the river as something that belongs to all of us, not something at the edge of town.”',
      'Volunteers included scout troops, church groups, students from Dallas ISD and SMU, and employees of several downtown companies. City crews supplied gloves, grabbers and trash bags, and trucks hauled the filled bags to a landfill and a tire recycling center. Birders helping with the cleanup counted egrets, herons and a pair of red-tailed hawks along the water, a reminder of how much wildlife depends on the corridor.',
      'The group holds cleanups every spring and fall and has started a program that installs litter traps at storm drain outfalls feeding the river. Grant said the traps catch thousands of pieces of trash each month before they reach the water. The next cleanup is planned for October, and organizers are looking for neighborhood groups willing to adopt a stretch of the river for regular care.',
    ],
  },
  {
    n: 3,
    category: 'Education',
    title: 'Dallas College Opens a Tuition-Free Path Into Skilled Trades',
    summary:
      'Recent graduates and adults changing careers can earn certificates in electrical, HVAC, welding and plumbing work without paying tuition, thanks to employer partnerships.',
    image: '/images/stories/dallas-college-trades.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under an indigo sky with an open book symbol on the sun',
    imageCaption: 'Students practice wiring in a Dallas College training lab. (Illustration)',
    date: '2025-05-01',
    author: 'Rebecca Alvarez',
    body: [
      'Dallas College will cover tuition this fall for students who enroll in certificate programs for electricians, heating and air conditioning technicians, welders and plumbers, the college announced this week. The program is paid for by a partnership with regional employers and a workforce grant, and it is open to recent high school graduates as well as adults looking to change careers or return to school after years in the workforce.',
      'College leaders said demand for skilled trades workers in North Texas far exceeds the supply, with construction and building maintenance companies struggling to hire as the region grows. “Employers are calling us every week looking for people,” said workforce dean Patricia Lowe. “These are jobs that pay well, cannot be shipped overseas and often lead to owning your own business someday.”',
      'Most certificates can be earned in two or three semesters, with evening and weekend classes for students who work. Participating employers will offer paid internships and interview students before graduation, and some have committed to hiring graduates at set starting wages. The college will also provide tool kits, safety gear and help with transportation costs for students who need it.',
      'Students must live in Dallas County, complete a federal financial aid application and attend an orientation session. Advisers will be available at information nights at several campuses in May and June, including sessions in Spanish. The college expects to serve about 600 students in the first year and plans to add programs in automotive technology and commercial driving if funding allows.',
    ],
  },
  {
    n: 4,
    category: 'Health',
    title: 'UT Southwestern Researchers Track Heat Illness Among Outdoor Workers',
    summary:
      'A summer-long study will follow construction and landscaping crews with wearable sensors to learn which breaks, shade and water rules prevent heat-related illness.',
    image: '/images/stories/utsw-heat-study.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a teal sky with a heart symbol on the sun',
    imageCaption: 'Construction crews take a water break on a hot afternoon in Dallas. (Illustration)',
    date: '2025-05-17',
    author: 'Marcus Whitfield',
    body: [
      'Researchers at UT Southwestern Medical Center are recruiting construction and landscaping workers for a summer-long study of heat illness, one of the most common and preventable health risks in North Texas. Participants will wear small sensors that record heart rate and body temperature during their shifts, and researchers will compare the readings with weather data, break schedules and the symptoms workers report.',
      'Dallas regularly sees long stretches of days above 100 degrees, and emergency rooms treat hundreds of heat-related cases each summer. “We know heat is dangerous, but we know surprisingly little about which protections work best on real job sites,” said lead researcher Dr. Samuel Okonkwo. “Is it shade, scheduled breaks, electrolyte drinks or starting earlier in the morning? We want data employers can actually use.”',
      'The study is being run with several Dallas construction firms and a workers’ advocacy group that helped design the recruitment materials in English and Spanish. Participation is voluntary and confidential, and workers will be paid for their time. Researchers said employers agreed not to see individual results, and the group will share overall findings with participating crews before they are published.',
      'Health officials remind everyone working or exercising outdoors to drink water often, rest in the shade and watch for warning signs such as headache, dizziness, nausea and confusion. Heat stroke is a medical emergency that requires calling 911 immediately. Parkland and Dallas County health officials will also publish daily heat alerts through the summer, along with the locations of cooling centers across the city.',
    ],
  },
  {
    n: 5,
    category: 'Real Estate',
    title: 'Mixed-Income Apartments Break Ground in West Dallas',
    summary:
      'A 240-unit development near Singleton Boulevard will set aside 60 percent of its homes for families earning below the area median income.',
    image: '/images/stories/west-dallas-mixed-income.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a rose and navy sky with a house symbol on the sun',
    imageCaption: 'Construction begins on a mixed-income apartment community in West Dallas. (Illustration)',
    date: '2025-05-20',
    author: 'Priya Raman',
    body: [
      'Construction started this week on a 240-unit apartment community in West Dallas where 60 percent of the homes will be reserved for families earning below the area median income. The project near Singleton Boulevard is a partnership between a nonprofit housing developer and the city’s housing finance corporation, and it is expected to welcome its first residents in late 2026 if construction stays on schedule.',
      'West Dallas has changed quickly since the Margaret Hunt Hill Bridge opened in 2012, with new restaurants, offices and market-rate housing rising near the river. Longtime residents have watched property values and rents climb, and some families have been pushed out. “We want the people who held this neighborhood together to be able to stay in it,” said Veronica Sandoval, who leads the nonprofit developer.',
      'The development will include two- and three-bedroom apartments for families, a community room, a playground and an on-site office for a partner that offers financial coaching and job training. Rents for the reduced-rate units will be set based on income, and the developer has agreed to give priority to current West Dallas residents during the first months of leasing. A DART bus stop will be rebuilt with a shelter at the site entrance.',
      'Neighborhood leaders at the groundbreaking said they support the project but want more. They asked the city to protect older single-family homes from being replaced, to invest in sidewalks and lighting, and to make sure new residents can reach grocery stores and clinics without a car. City housing staff said two more mixed-income projects in West Dallas are in early planning and could come before the council next year.',
    ],
  },
];
