import { Heading, Img, Link, Section, Text } from '@react-email/components';
import { site } from '@/config/site';
import type { DigestGroup } from '../digest';
import type { Frequency } from '../schedule';
import { colors, Layout } from './Layout';

export type DigestEmailProps = {
  groups: DigestGroup[];
  frequency: Frequency;
  /** The edition's Dallas date, spelled out ("Monday, November 23"). */
  dateLabel: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  siteUrl: string;
};

export function digestSubject(frequency: Frequency, dateLabel: string): string {
  return frequency === 'daily' ? `${site.name} this morning: ${dateLabel}` : `${site.name} this week: ${dateLabel}`;
}

export function DigestEmail({ groups, frequency, dateLabel, unsubscribeUrl, preferencesUrl, siteUrl }: DigestEmailProps) {
  const count = groups.reduce((n, g) => n + g.stories.length, 0);
  const period = frequency === 'daily' ? 'the last 24 hours' : 'the last seven days';
  return (
    <Layout
      preview={`${count} new ${count === 1 ? 'story' : 'stories'} from ${period}: ${groups[0]?.stories[0]?.title ?? ''}`}
      footer={{
        reason: `You receive this ${frequency} digest because you subscribed to the ${site.name} newsletter at ${siteUrl} and confirmed your address.`,
        unsubscribeUrl,
        preferencesUrl,
      }}
    >
      <Heading as="h1" className="dl-text" style={{ color: colors.text, fontSize: '24px', margin: '16px 0 4px' }}>
        {frequency === 'daily' ? 'Your morning digest' : 'Your weekly digest'}
      </Heading>
      <Text className="dl-muted" style={{ color: colors.muted, fontSize: '14px', margin: '0 0 8px' }}>
        {dateLabel} · {count} new {count === 1 ? 'story' : 'stories'} from {period}
      </Text>
      {groups.map((group) => (
        <Section key={group.topic}>
          <Heading as="h2" className="dl-accent" style={{ color: colors.accent, fontSize: '14px', letterSpacing: '1px', textTransform: 'uppercase', margin: '24px 0 8px', fontFamily: 'Arial, Helvetica, sans-serif' }}>
            {group.topic}
          </Heading>
          {group.stories.map((story) => (
            <Section key={story.href} style={{ margin: '0 0 20px' }}>
              {story.imageUrl ? (
                <Link href={story.href}>
                  <Img src={story.imageUrl} alt={story.imageAlt || story.title} width="552" style={{ width: '100%', maxWidth: '552px', height: 'auto', borderRadius: '4px' }} />
                </Link>
              ) : null}
              <Heading as="h3" style={{ fontSize: '20px', lineHeight: '26px', margin: '8px 0 4px' }}>
                <Link className="dl-link" href={story.href} style={{ color: colors.brand, textDecoration: 'none' }}>
                  {story.title}
                </Link>
              </Heading>
              <Text className="dl-text" style={{ color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' }}>
                {story.summary}
              </Text>
              <Link className="dl-link" href={story.href} style={{ color: colors.brand, fontSize: '14px', textDecoration: 'underline', fontFamily: 'Arial, Helvetica, sans-serif' }}>
                Read the story
              </Link>
            </Section>
          ))}
        </Section>
      ))}
    </Layout>
  );
}
