import type { NewsArticle } from './schemas';

/**
 * Home page news cards; detail pages `/news/{id}`. One article per Home category.
 * Sample stories written for this site: people quoted are invented.
 */
export const homeNews: NewsArticle[] = [
  {
    id: 1,
    category: 'Politics',
    title: 'City Council Backs $48 Million Sidewalk Push for Southern Dallas',
    summary:
      'A council committee endorsed a five-year plan to fill sidewalk gaps near schools, clinics and DART stops, with the first contracts expected this fall.',
    image: '/images/stories/council-sidewalk-plan.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a violet dusk sky, with a domed capitol symbol on a glowing sun',
    imageCaption: 'The plan targets missing sidewalk links near schools and bus stops south of the Trinity. (Illustration)',
    date: '2025-05-14',
    author: 'Marcus Whitfield',
    body: [
      'A Dallas City Council committee voted unanimously on Tuesday to move forward with a $48 million plan to build and repair sidewalks across southern Dallas, sending the proposal to the full council for a vote later this month. The money would be spread over five years and would focus on blocks within a quarter mile of schools, clinics, libraries and DART bus stops, where city surveys found the most gaps and the most people walking in the street.',
      'The city’s own inventory counts more than 2,000 miles of missing or broken sidewalk, much of it in neighborhoods built before sidewalks were required. Staff told the committee that the first round would cover parts of Pleasant Grove, Red Bird and the area around Lancaster Road, with contracts going out to bid in the fall if the full council approves the plan and the funding in June.',
      '“My neighbors push strollers and wheelchairs down the shoulder of the road every single day,” said council member Angela Ruiz, who chairs the committee. “This is not a luxury project. It is the difference between a child walking safely to school and a child walking next to traffic.” Several members asked staff to publish a map of the priority blocks so residents can see when their street is scheduled.',
      'Funding would come from a mix of remaining bond money, federal safety grants and the city’s general fund. Budget staff warned that construction prices have risen sharply since the 2017 and 2024 bond programs were drawn up, and that the city may need to choose between fewer, complete corridors and more scattered repairs. Most committee members said they preferred complete routes that connect homes to a destination.',
      'Residents who want to comment can speak at the full council meeting at Dallas City Hall, 1500 Marilla St., or submit written comments through the city secretary’s office. The public works department said it would hold at least two community meetings in southern Dallas before the first construction contracts are signed, and that the priority map would be posted online ahead of those meetings.',
    ],
  },
  {
    id: 2,
    category: 'Business',
    title: 'Deep Ellum Shops Report Their Busiest Spring in Years',
    summary:
      'Boutiques, record stores and cafés along Elm and Main streets say weekend foot traffic is up as new apartments fill and live music venues book full calendars.',
    image: '/images/stories/deep-ellum-spring-business.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a green and gold sky with a bar chart symbol on the sun',
    imageCaption: 'Weekend shoppers along Elm Street in Deep Ellum. (Illustration)',
    date: '2025-05-12',
    author: 'Priya Raman',
    body: [
      'Small business owners in Deep Ellum say this spring has been their strongest since before the pandemic, with weekend crowds returning to Elm, Main and Commerce streets and weekday lunch traffic picking up as new apartment buildings fill. Several shop owners interviewed this week said March and April sales beat the same months last year by 10 to 20 percent, driven by a mix of residents, concertgoers and visitors staying downtown.',
      '“Saturday afternoons feel like the old days again,” said Carla Benson, who has run a vintage clothing shop on Elm Street for nine years. “People come for a show at night, but now they are coming earlier, eating, walking around and buying things.” Benson said she has hired two part-time workers since February and extended her hours on Fridays and Saturdays to catch the evening crowd.',
      'The neighborhood’s business association credits several changes: more residents within walking distance, a busy calendar at the area’s music venues and the security and lighting improvements that followed a difficult stretch in 2022 and 2023. Its members also pooled money for a weekend cleaning crew and a shared marketing campaign that promotes shops alongside the bars and restaurants the district is best known for.',
      'Not every owner is celebrating. Rents on renewed leases have climbed, and some long-time tenants say they worry about being priced out just as business improves. Parking remains a constant complaint, particularly on nights when several venues have shows at once. The association is talking with the city about more loading zones and with DART about better signs pointing visitors to the Deep Ellum light rail station.',
      'For now, owners say, the mood is hopeful. A monthly Saturday market featuring local makers will return in June, and the association plans a summer map of independent shops to hand out at hotels and at the Deep Ellum station. “We want people to know this neighborhood is more than a night out,” Benson said. “It is a place you can spend a whole day.”',
    ],
  },
  {
    id: 3,
    category: 'Sports',
    title: 'Kiest Park Softball League Opens Its 50th Season',
    summary:
      'Nearly 60 teams, from church squads to co-workers and families, took the field in Oak Cliff for the opening weekend of one of the city’s longest-running adult leagues.',
    image: '/images/stories/kiest-park-softball.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a bright blue sky with a ball symbol on the sun',
    imageCaption: 'Opening weekend under the lights at the Kiest Park softball complex. (Illustration)',
    date: '2025-05-03',
    author: 'Jamal Carter',
    body: [
      'The lights came on over the Kiest Park softball complex on Friday night for the opening of the Oak Cliff adult league’s 50th season, and by the end of the weekend nearly 60 teams had played their first games. Organizers say this is the largest field in more than a decade, with new co-ed divisions and a Sunday afternoon bracket for players over 50 who wanted a slower, friendlier pace.',
      'The league began in 1975 with a handful of teams from neighborhood churches and employers, and several of those names are still on the schedule. “My dad played here, I played here and now my daughter is playing second base on our team,” said Ray Castillo, who manages a team sponsored by a family-owned tire shop on Jefferson Boulevard. “It is the one place where you see everybody from the neighborhood every week.”',
      'The Dallas Park and Recreation Department refreshed the infields and dugouts over the winter, and volunteers repainted the scoreboards in March. League president Diane Holloway said the improvements helped attract younger players who had drifted to leagues in the suburbs. Team fees stayed the same as last year, and a small fund helps cover players who cannot afford the cost of a season.',
      'Games run Friday nights and Sunday afternoons through the end of July, followed by a double-elimination tournament in August. Spectators are welcome and admission is free. Food trucks park near the concession stand most Fridays, and the league plans an anniversary celebration in June, with former players invited back for an old-timers game and a photo display of fifty years of championship teams.',
    ],
  },
  {
    id: 4,
    category: 'Transportation',
    title: 'DART Adds Late-Night GoLink Rides in Pleasant Grove',
    summary:
      'On-demand shuttles will now run until 1 a.m. in the Pleasant Grove zone, giving shift workers a ride home from the Buckner Station when regular bus service thins out.',
    image: '/images/stories/dart-golink-pleasant-grove.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a deep blue evening sky with a train symbol on the sun',
    imageCaption: 'A GoLink shuttle waits outside a DART station in southeast Dallas. (Illustration)',
    date: '2025-05-08',
    author: 'Marcus Whitfield',
    body: [
      'Dallas Area Rapid Transit will extend its GoLink on-demand service in Pleasant Grove until 1 a.m. on weeknights starting next month, a change riders and neighborhood leaders have requested for years. The shuttles, which riders book through an app or by phone, currently stop running at 10 p.m. in much of the zone, leaving late-shift workers to walk long distances from the Buckner Station on the Green Line.',
      'DART planners said ridership data showed a steady stream of trips requested after the cutoff, mostly from people working in hospitals, warehouses, restaurants and hotels. “We kept seeing people open the app at 10:15 and find nothing,” said DART service planner Kevin Morales at a community meeting at a Pleasant Grove recreation center. “Those are exactly the riders who have the fewest other options.”',
      'The extension will cost about $1.2 million a year, which DART says it can cover by trimming frequency on two underused weekend routes elsewhere in the system. Board members approved the change last week along with a pilot that lets riders book a shared GoLink trip up to a week in advance, a feature aimed at people with regular medical appointments or fixed work schedules.',
      'Residents at the meeting welcomed the change but pressed DART on reliability, saying wait times can stretch past 30 minutes at shift change. Staff said they would add vehicles during the busiest hours and publish monthly wait-time figures for each zone. A few speakers asked for the late service to continue on weekends, which DART said it would study after the first three months.',
      'Riders can book GoLink trips through the GoPass app or by calling DART customer service. Trips within the zone cost the same as a local bus fare, and transfers to trains and buses are included. DART will hold another public meeting in Pleasant Grove in August to review the first numbers from the extended hours and decide whether to make them permanent.',
    ],
  },
  {
    id: 5,
    category: 'Food',
    title: 'Jefferson Boulevard’s Taquerias Draw Diners From Across the Metroplex',
    summary:
      'A stretch of Oak Cliff long loved by neighbors is getting new attention from food writers and weekend visitors, and owners are finding ways to keep regulars happy.',
    image: '/images/stories/jefferson-taquerias.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under a red and orange sky, with a fork and knife symbol on a glowing sun',
    imageCaption: 'An evening line forms outside a taqueria on West Jefferson Boulevard. (Illustration)',
    date: '2025-05-09',
    author: 'Tyler Nguyen',
    body: [
      'On a Saturday afternoon in Oak Cliff, the line outside a small taqueria on West Jefferson Boulevard stretches past the barbershop next door. The restaurant has been serving tacos al pastor, trompo and handmade tortillas for more than twenty years, but owner Lucia Herrera says the crowds have changed in the past year, with more diners driving in from Plano, Frisco and Fort Worth after seeing the place on social media.',
      '“We love new customers, but the people who have eaten here every Sunday for twenty years come first,” Herrera said. She added a second tortilla press and two cooks this spring, and she now opens at 7 a.m. on weekends so regulars can pick up breakfast tacos before the rush. Several neighboring restaurants have made similar changes, adding takeout windows or extending hours to manage demand.',
      'The boulevard, once Oak Cliff’s main shopping street, has seen a wave of reinvestment, with restored storefronts near the Texas Theatre and new businesses opening in buildings that sat empty for years. Local historians point out that family-run Mexican restaurants and panaderías have anchored the street for decades, and they hope the new attention benefits those businesses rather than replacing them.',
      'Neighbors have mixed feelings about the traffic. Parking on side streets fills quickly on weekends, and a neighborhood association has asked the city to study a parking plan for the blocks between Bishop Avenue and Zang Boulevard. Still, most residents interviewed said they were proud to see the street celebrated. “This has always been a great place to eat,” one longtime resident said. “Now everyone else knows it too.”',
    ],
  },
  {
    id: 6,
    category: 'Education',
    title: 'Dallas ISD Adds 400 Pre-K Seats in Vickery Meadow for Fall',
    summary:
      'A new early learning center and expanded classrooms at two elementary schools will serve one of the city’s most diverse neighborhoods, where waiting lists have grown.',
    image: '/images/stories/dallas-isd-prek-vickery.svg',
    imageAlt: 'Illustration of the Dallas skyline and Reunion Tower under an indigo sky, with an open book symbol on a glowing sun',
    imageCaption: 'Pre-K classrooms at a Vickery Meadow elementary school will expand this fall. (Illustration)',
    date: '2025-05-06',
    author: 'Rebecca Alvarez',
    body: [
      'Dallas ISD will open roughly 400 new full-day pre-kindergarten seats in Vickery Meadow this fall, the district announced this week, easing waiting lists in a neighborhood where families speak dozens of languages and many parents work hours that make half-day programs impractical. The seats will be split between a converted early learning center near Park Lane and added classrooms at two nearby elementary schools.',
      'District staff said demand in the area has outpaced capacity for three years. “We had families who applied in March and were still on a list in October,” said Andrea Whitaker, who oversees early learning enrollment for the district. “Pre-K is where children build the language and social skills they need for kindergarten, and in this community that often means learning English alongside their home language.”',
      'The program will be free for children who qualify under state rules, which include families who meet income limits, children learning English, children of military families and children who have been in foster care. Classrooms will use the district’s dual-language model where enough teachers are available, and the district is recruiting bilingual teachers with signing bonuses this spring. Bus service will be offered to families who live more than two miles from their assigned campus.',
      'Parents can apply online or at enrollment events at the Vickery Meadow Branch Library and at the neighborhood’s elementary schools through June. The district will provide interpreters at each event. Community groups that work with refugee families in the area said they would help parents gather the documents needed to apply, including proof of address and a child’s birth certificate or immunization records.',
      'Trustees said the expansion is part of a broader plan to add early childhood seats in neighborhoods with the longest waiting lists, including parts of Pleasant Grove and West Dallas. The district expects to report in the fall on how many of the new seats were filled and whether further expansion is needed for the 2026–27 school year. Trustees also asked staff to track how the new pre-K students do when they reach kindergarten.',
    ],
  },
  {
    id: 7,
    category: 'Culture',
    title: 'Fair Park Exhibit Gathers Oral Histories From South Dallas Families',
    summary:
      'Recorded memories, family photographs and church programs tell the story of the neighborhoods around Fair Park across seven decades, in residents’ own words.',
    image: '/images/stories/fair-park-oral-history.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a plum and amber sky with a music notes symbol on the sun',
    imageCaption: 'Visitors listen to recorded interviews in a Fair Park gallery. (Illustration)',
    date: '2025-05-02',
    author: 'Tyler Nguyen',
    body: [
      'A new exhibit at Fair Park invites visitors to sit down, put on headphones and listen to South Dallas residents tell the story of their neighborhood in their own voices. The project features more than 80 recorded interviews gathered over two years by volunteers, along with family photographs, church programs, school yearbooks and letters lent by the families who shared their memories.',
      'The recordings cover seven decades of life in the neighborhoods around Fair Park, from the businesses that lined Second Avenue to the expansions that displaced hundreds of families in the 1960s and 1970s. “People have told this story about us for a long time,” said Bernice Walker, 84, who grew up near Forest Avenue and recorded three hours of interviews. “This time we are telling it ourselves.”',
      'Organizers said the goal was to preserve memories that rarely appear in official histories. Volunteers from local churches, Paul Quinn College and neighborhood associations were trained to record interviews, and many of the conversations took place at kitchen tables and on front porches. Each interview is indexed by street and decade so visitors can find stories about a particular block.',
      'The exhibit is free and open Wednesday through Sunday through the end of August. A listening station is available in Spanish, and organizers plan Saturday story circles where visitors can add their own memories to the collection. The full archive of recordings will be donated to the Dallas Public Library so researchers, students and families can continue to use it after the exhibit closes.',
    ],
  },
  {
    id: 8,
    category: 'Health',
    title: 'Parkland Extends Evening Clinic Hours in West Dallas',
    summary:
      'Patients will be able to see a primary care provider until 8 p.m. on weekdays at a West Dallas community health center, cutting the need for emergency room visits.',
    image: '/images/stories/parkland-west-dallas-clinic.svg',
    imageAlt: 'Illustration of trees on a park hill before the Dallas skyline and Reunion Tower, under a teal sky with a heart symbol on the sun',
    imageCaption: 'A community health center in West Dallas will stay open later on weekdays. (Illustration)',
    date: '2025-05-15',
    author: 'Denise Okafor',
    body: [
      'Parkland Health will keep its community health center in West Dallas open until 8 p.m. on weekdays starting in June, adding three hours of primary care appointments for residents who cannot take time off work during the day. The change was announced at a neighborhood meeting at a West Dallas recreation center, where residents had asked for later hours in a survey last fall.',
      'Clinic leaders said many patients were going to the emergency department at Parkland’s main hospital on Harry Hines Boulevard for problems that could be handled in a regular office visit, simply because the clinic was closed when they got off work. “If your child has an ear infection and you finish your shift at six, you should not have to spend your evening in an emergency room,” said nurse manager Teresa Gomez.',
      'The evening sessions will offer sick visits, chronic disease care, prescription refills and vaccinations. Parkland will also add a pharmacy pickup window that stays open until the clinic closes. Staff from the health system’s financial assistance program will be available two evenings a week to help families apply for coverage, including Parkland’s own program for Dallas County residents who qualify.',
      'West Dallas has grown quickly in recent years, with new housing along Singleton Boulevard and in the neighborhoods near the Trinity River, but many long-time residents still face long bus rides to reach specialists. Community leaders at the meeting asked Parkland to consider weekend hours and more behavioral health services, and clinic staff said they would review demand after the first six months.',
      'Appointments can be made through Parkland’s patient portal or by phone, and walk-in slots will be held each evening. Residents without a regular doctor can register as new patients at the clinic. Parkland said the change is part of a larger effort to shift routine care closer to where patients live and to reduce crowding in its emergency department. Similar evening hours are being considered at other community health centers across Dallas County.',
    ],
  },
  {
    id: 9,
    category: 'Real Estate',
    title: 'Lakewood and East Dallas Listings Climb as Spring Market Cools',
    summary:
      'More homes are for sale and they are staying on the market longer, giving buyers a little more room to negotiate in some of the city’s most sought-after neighborhoods.',
    image: '/images/stories/lakewood-spring-market.svg',
    imageAlt: 'Illustration of an arched bridge over the river below the Dallas skyline and Reunion Tower, under a rose and navy sky with a house symbol on the sun',
    imageCaption: 'A for-sale sign on a tree-lined street near White Rock Lake. (Illustration)',
    date: '2025-05-16',
    author: 'Priya Raman',
    body: [
      'Home buyers in Lakewood and the rest of East Dallas have more choices this spring than at any time since 2019, according to local agents and listing data, as higher mortgage rates slow sales and more owners put their homes on the market. The number of active listings in the area’s ZIP codes rose by about a third compared with last spring, and homes are taking several weeks longer to sell.',
      'Prices have held mostly steady, agents said, but bidding wars have become rare. “A year ago a well-kept bungalow in Lakewood would get five offers in a weekend,” said real estate agent Monica Patel, who has sold homes in the area for 15 years. “Now buyers are asking for repairs, closing costs and time to think. Sellers who price right still do fine, but the ones testing the top of the market are waiting.”',
      'The shift is giving some first-time buyers an opening, particularly in the neighborhoods around White Rock Lake and along the Garland Road corridor. Lenders said more buyers are using rate buydowns paid by sellers to lower their monthly payments. Still, insurance and property tax bills remain a major concern, and several buyers said those costs now weigh as heavily as the interest rate in their decisions.',
      'Economists expect the Dallas market to stay balanced through the summer, with steady job growth supporting demand even as affordability remains stretched. Renters are seeing some relief too, as thousands of new apartments across the city compete for tenants with move-in specials. Agents advise buyers to get preapproved, compare insurance quotes early and look closely at older homes’ foundations, a common issue in the area’s clay soil.',
    ],
  },
];
