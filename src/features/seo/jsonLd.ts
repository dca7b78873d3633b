import { site } from '@/config/site';
import type { CommunityEvent } from '@/content/schemas';
import type { StoryCredit } from '@/features/authors/authorModel';
import type { SiteStory } from '@/content/stories';
import { correctionLabel, updatedDateWithCorrections, type StoryCorrection } from '@/features/corrections/corrections';
import { dallasDateTime, dallasNow, publishedDateTime } from './dallasTime';
import { lastDay } from '@/features/events/eventSpan';
import { absoluteUrl } from './pageMetadata';

/**
 * schema.org objects for the pages' JSON-LD. Each builder returns a plain object; `missingProperties`
 * checks one against the properties search engines require for its type (tested for every builder).
 */

export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org' as const;

/** The newsroom as a NewsMediaOrganization (Home and About). */
export function organizationJsonLd(): JsonLdObject {
  const a = site.address;
  return {
    '@context': SCHEMA,
    '@type': 'NewsMediaOrganization',
    '@id': absoluteUrl('/#organization'),
    name: site.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description: site.description,
    foundingDate: String(site.foundedYear),
    email: site.email,
    telephone: site.phone.tel,
    address: {
      '@type': 'PostalAddress',
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.country,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

/** The publisher block inside an article. */
function publisher(): JsonLdObject {
  return { '@type': 'NewsMediaOrganization', name: site.name, url: absoluteUrl('/'), logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') } };
}

/** A correction or clarification as a CorrectionComment (the `correction` of a NewsArticle). */
export function correctionJsonLd(correction: StoryCorrection): JsonLdObject {
  return {
    '@type': 'CorrectionComment',
    name: correctionLabel(correction.kind),
    text: correction.text,
    datePublished: dallasDateTime(correction.date),
  };
}

/**
 * An author as a Person: the author page's main entity (with `@context`), and each author of a
 * NewsArticle (without). The address is their author page.
 */
export function personJsonLd(
  person: { name: string; href: string; role?: string; image?: string; bio?: string; sameAs?: readonly string[] },
  { standalone = false } = {},
): JsonLdObject {
  return {
    ...(standalone ? { '@context': SCHEMA } : {}),
    '@type': 'Person',
    name: person.name,
    url: absoluteUrl(person.href),
    ...(person.role ? { jobTitle: person.role } : {}),
    ...(person.image ? { image: absoluteUrl(person.image) } : {}),
    ...(person.bio ? { description: person.bio } : {}),
    ...(person.sameAs && person.sameAs.length > 0 ? { sameAs: [...person.sameAs] } : {}),
    ...(standalone ? { worksFor: publisher() } : {}),
  };
}

/** A story's authors as Persons with their pages; a story crediting nobody names the byline, linked to About. */
function articleAuthors(story: SiteStory, credits: readonly StoryCredit[]): JsonLdObject[] {
  if (credits.length === 0) return [personJsonLd({ name: story.author, href: '/about' })];
  return credits.map((c) => personJsonLd({ name: c.name, href: c.href ?? '/about', ...(c.role ? { role: c.role } : {}) }));
}

/**
 * A story's dateModified: the moment of its last edit when the modified day is that edit's day, else the
 * start of the modified day (a correction's); the publication itself when there is no later day, and
 * never earlier than it (a day's start read before a same-day publication did). Pure.
 */
export function modifiedDateTime(published: string, modifiedDay: string | undefined, editedAt: string | undefined): string {
  if (!modifiedDay) return published;
  const edit = editedAt ? new Date(editedAt) : null;
  const editMoment = edit && !Number.isNaN(edit.getTime()) ? dallasNow(edit) : null;
  const moment = editMoment?.date === modifiedDay ? dallasDateTime(modifiedDay, editMoment.time) : dallasDateTime(modifiedDay);
  return new Date(moment).getTime() < new Date(published).getTime() ? published : moment;
}

/**
 * A story as a NewsArticle (article pages), with its corrections and clarifications (newest first) as
 * `correction`; `dateModified` is the later of `updatedDate` and the newest correction's day.
 */
export function newsArticleJsonLd(
  story: SiteStory & { updatedAt?: string },
  credits: readonly StoryCredit[],
  updatedDate?: string,
  corrections: readonly StoryCorrection[] = [],
): JsonLdObject {
  const published = publishedDateTime(story);
  const modified = updatedDateWithCorrections(story.date, updatedDate, corrections);
  return {
    '@context': SCHEMA,
    '@type': 'NewsArticle',
    headline: story.title,
    description: story.summary,
    image: [absoluteUrl(story.image)],
    datePublished: published,
    dateModified: modifiedDateTime(published, modified, story.updatedAt),
    author: articleAuthors(story, credits),
    publisher: publisher(),
    articleSection: story.category,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(story.href) },
    url: absoluteUrl(story.href),
    inLanguage: 'en-US',
    ...(corrections.length > 0 ? { correction: corrections.map(correctionJsonLd) } : {}),
  };
}

export type Crumb = { name: string; href: string };

/** The breadcrumb trail as a BreadcrumbList (wherever breadcrumbs show). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLdObject {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.href),
    })),
  };
}

/** A community event as an Event (Events page), with Dallas' offset on its times. */
export function eventJsonLd(event: CommunityEvent): JsonLdObject {
  const [venue, ...rest] = event.location.split(',');
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: dallasDateTime(event.date, event.start),
    endDate: dallasDateTime(lastDay(event), event.end),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: venue?.trim() ?? event.location,
      address: {
        '@type': 'PostalAddress',
        streetAddress: rest.join(',').trim() || event.location,
        addressLocality: site.address.city,
        addressRegion: site.address.region,
        addressCountry: site.address.country,
      },
    },
    image: [absoluteUrl(event.image)],
    // No `organizer`: the newsroom lists community events, it does not hold them (it named itself the
    // organizer of every farmers market and reader-submitted event). The organizer's page, when known.
    url: event.link ?? absoluteUrl('/events'),
  };
}

/** Required properties by type (Google's structured data requirements, plus what the issue asks). */
export const requiredProperties: Record<string, readonly string[]> = {
  NewsMediaOrganization: ['name', 'url', 'logo'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  Event: ['name', 'startDate', 'location', 'eventStatus'],
  Place: ['address'],
  Person: ['name'],
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The required properties an object (and the typed objects nested in it) lacks, as paths such as
 * `NewsArticle.author[0].name`. Empty when the object is complete.
 */
export function missingProperties(obj: unknown, path = ''): string[] {
  if (Array.isArray(obj)) return obj.flatMap((item, i) => missingProperties(item, `${path}[${i}]`));
  if (typeof obj !== 'object' || obj === null) return [];
  const record = obj as Record<string, unknown>;
  const type = typeof record['@type'] === 'string' ? (record['@type'] as string) : undefined;
  const here = path || type || 'object';
  const own = (type ? (requiredProperties[type] ?? []) : []).filter((p) => isEmpty(record[p])).map((p) => `${here}.${p}`);
  const nested = Object.entries(record).flatMap(([key, value]) => missingProperties(value, `${here}.${key}`));
  return [...own, ...nested];
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
