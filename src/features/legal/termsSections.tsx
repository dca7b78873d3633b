import { site } from '@/config/site';
import type { LegalSection } from './LegalDocument';

export const termsIntro = (
  <p>
    These terms govern your use of the {site.name} website, newsletters and radio stream. They are written to be
    read: please do.
  </p>
);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    heading: 'Agreement to Terms',
    body: (
      <p>
        By visiting or using {site.name} you agree to these Terms of Service and to our Privacy Policy. If you do not
        agree, please do not use the site. We may update these terms from time to time; the date at the top of this
        page tells you when they last changed, and continuing to use the site after a change means you accept it.
      </p>
    ),
  },
  {
    id: 'use-license',
    heading: 'Use License',
    body: (
      <>
        <p>
          Our stories, photographs, illustrations, audio and design are owned by {site.name} or by the people who
          licensed them to us. You may read, listen to, print and share links to them for your personal,
          non-commercial use.
        </p>
        <ul>
          <li>You may quote short passages with a credit and a link to the original story.</li>
          <li>You may not republish whole articles, images or audio, or sell access to them, without our written permission.</li>
          <li>You may not remove copyright or other notices, or use our name or logo in a way that suggests we endorse you.</li>
        </ul>
        <p>This license ends automatically if you break these terms.</p>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    heading: 'User Responsibilities',
    body: (
      <>
        <p>When you send us messages, story tips or event listings, you agree that:</p>
        <ul>
          <li>what you send is true to the best of your knowledge and is yours to share;</li>
          <li>you will not send anything unlawful, defamatory, harassing or that invades another person&apos;s privacy;</li>
          <li>you will not try to disrupt the site, probe it for weaknesses or collect its content by automated means beyond what our robots.txt allows.</li>
        </ul>
        <p>We may decline to publish any submission and may block access to anyone who abuses the site.</p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    heading: 'Disclaimer',
    body: (
      <p>
        We work hard to be accurate, and we correct our mistakes openly. Even so, the site and its content are provided
        &quot;as is&quot;, without warranties of any kind. Event times, community listings and links to other websites
        are provided as a service; check with the organizer before you go. We are not responsible for the content of
        sites we link to or of advertisements shown on our pages.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    heading: 'Limitation of Liability',
    body: (
      <p>
        To the fullest extent the law allows, {site.name}, its staff and partners are not liable for any indirect,
        incidental or consequential damages arising from your use of, or inability to use, the site, even if we have
        been told such damages are possible. These terms are governed by the laws of the State of Texas, and any
        dispute will be heard in the courts of Dallas County.
      </p>
    ),
  },
];
