import { site } from '@/config/site';
import type { LegalSection } from './LegalDocument';

export const privacyIntro = (
  <p>
    {site.name} is a local newsroom, not a data business. This policy explains what we learn about you when you read
    our site, listen to our radio stream or write to us, why we need it, and what you can ask us to do with it.
  </p>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'introduction',
    heading: 'Introduction',
    body: (
      <>
        <p>
          This Privacy Policy applies to the {site.name} website, its newsletters and its live radio stream, operated
          from {site.address.street}, {site.address.city}, {site.address.region}. By using them you agree to the
          practices described here. We keep this policy short on purpose, and we will tell readers on the home page
          before any change that affects how we use personal information takes effect.
        </p>
        <p>You can read every story on this site without an account, and we never sell personal information.</p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    heading: 'Information We Collect',
    body: (
      <>
        <p>Depending on how you use the site, we may collect:</p>
        <ul>
          <li>
            <strong>Account name and email</strong>: when you sign up for a newsletter, send us a message or submit an
            event, the name and email address you give us.
          </li>
          <li>
            <strong>Location data</strong>: only when you search for nearby services, such as electric vehicle
            charging stations, and only for that search; we do not keep a history of where you are.
          </li>
          <li>
            <strong>Usage data and preferences</strong>: which pages are read, which newsletter topics you choose, and
            choices such as having dismissed our donation appeal.
          </li>
          <li>
            <strong>Device and browser information</strong>: browser type, operating system, screen size and a
            shortened network address, which help us keep the site working on the devices our readers use.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How We Use Your Information',
    body: (
      <>
        <p>We use the information above to:</p>
        <ul>
          <li>send the newsletters you asked for, and nothing else, to the address you gave us;</li>
          <li>read and answer your messages, tips and corrections;</li>
          <li>understand which coverage matters to Dallas readers, in aggregate, so we can plan our reporting;</li>
          <li>keep the site secure, fix errors and stop abuse such as automated spam;</li>
          <li>show advertising that pays for our journalism; our ad partners follow their own privacy policies.</li>
        </ul>
        <p>
          A tip or story idea you send is treated as confidential newsroom material: we do not publish your name or
          contact details without your permission.
        </p>
      </>
    ),
  },
  {
    id: 'data-protection',
    heading: 'Data Protection',
    body: (
      <>
        <p>
          Our site is served only over encrypted connections. Messages and subscriber lists are stored on systems
          that only named members of our staff can reach, and we keep them only as long as we need them: messages for
          two years, subscriber addresses until you unsubscribe.
        </p>
        <p>
          No method of storage or transmission is perfectly secure. If we learn of a breach that affects your
          information, we will tell you by email and on this site without undue delay.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    body: (
      <>
        <p>Whatever state or country you live in, you can ask us to:</p>
        <ul>
          <li>
            <strong>access</strong> the personal information we hold about you;
          </li>
          <li>
            <strong>correct</strong> anything that is wrong or out of date;
          </li>
          <li>
            <strong>delete</strong> your information, including your newsletter subscription and your messages.
          </li>
        </ul>
        <p>
          Write to <a href={`mailto:${site.email}`} className="text-brand underline">{site.email}</a> or call{' '}
          <a href={`tel:${site.phone.tel}`} className="text-brand underline">{site.phone.display}</a>. We answer within
          30 days and never charge for it.
        </p>
      </>
    ),
  },
];
