import type { Resource } from './schemas';

/** Community resources: real Dallas institutions and their public websites, two per category. */
export const resources: Resource[] = [
  {
    id: 1,
    title: 'Dallas Public Library',
    description:
      'Free books, e-books, homework help, computer and internet access, English classes and programs for all ages at the Central Library and branches across the city.',
    website: 'https://dallaslibrary2.org',
    category: 'Education',
  },
  {
    id: 2,
    title: 'Dallas College',
    description:
      'Affordable associate degrees, workforce certificates, adult education and English language courses at campuses and centers throughout Dallas County.',
    website: 'https://www.dallascollege.edu',
    category: 'Education',
  },
  {
    id: 3,
    title: 'Dallas Housing Authority',
    description:
      'Public housing, Housing Choice Vouchers and resident services for low-income families, seniors and people with disabilities in Dallas.',
    website: 'https://www.dhantx.com',
    category: 'Housing',
  },
  {
    id: 4,
    title: 'Dallas Area Habitat for Humanity',
    description:
      'Affordable homeownership, home repair for seniors and neighborhood revitalization, built with volunteers and partner families.',
    website: 'https://www.dallas-habitat.org',
    category: 'Housing',
  },
  {
    id: 5,
    title: 'Dallas Regional Chamber',
    description:
      'Business networking, economic data, workforce and education initiatives, and advocacy for employers across the Dallas region.',
    website: 'https://www.dallaschamber.org',
    category: 'Business',
  },
  {
    id: 6,
    title: 'U.S. Small Business Administration, Dallas/Fort Worth District Office',
    description:
      'Help for entrepreneurs with business plans, SBA-backed loans, government contracting and free counseling through local partners.',
    website: 'https://www.sba.gov/district/dallas-fort-worth',
    category: 'Business',
  },
  {
    id: 7,
    title: 'Parkland Health',
    description:
      'Dallas County’s public hospital and network of community health centers, with financial assistance for residents who qualify.',
    website: 'https://www.parklandhealth.org',
    category: 'Health',
  },
  {
    id: 8,
    title: 'Dallas County Health and Human Services',
    description:
      'Immunizations, disease prevention, maternal and child health programs, and public health alerts for Dallas County residents.',
    website: 'https://www.dallascounty.org/departments/dchhs/',
    category: 'Health',
  },
  {
    id: 9,
    title: 'Dallas Park and Recreation',
    description:
      'Hundreds of parks, trails, recreation centers, pools and sports leagues across the city, with classes and camps for every age.',
    website: 'https://www.dallasparks.org',
    category: 'Recreation',
  },
  {
    id: 10,
    title: 'Klyde Warren Park',
    description:
      'A five-acre deck park downtown with free daily programming, concerts, fitness classes, a children’s park and food trucks.',
    website: 'https://www.klydewarrenpark.org',
    category: 'Recreation',
  },
];
