// @vitest-environment node
import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  book,
  communityEvent,
  communityGroup,
  communityStory,
  eventCategories,
  heroStory,
  initiative,
  newsArticle,
  newsTabCategories,
  resource,
  resourceCategories,
  tabArticle,
  teamMember,
  teamTitles,
  topStory,
} from './schemas';
import { homeNews } from './news';
import { tabArticles } from './newsTabs';
import { topStories } from './topStories';
import { heroStories } from './heroStories';
import { communityStories } from './communityStories';
import { communityGroups } from './groups';
import { initiatives } from './initiatives';
import { resources } from './resources';
import { events } from './events';
import { team } from './team';
import { books } from './books';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

type Story = { title: string; category: string; author: string; date: string; body: string[]; image: string };

/** Every story page of the site, by its address. */
const storiesByHref = new Map<string, Story>([
  ...homeNews.map((s) => [`/news/${s.id}`, s] as const),
  ...tabArticles.map((s) => [`/news/${s.tab}/${s.n}`, s] as const),
  ...topStories.map((s) => [`/news/top/${s.n}`, s] as const),
  ...communityStories.map((s) => [`/community/${s.id}`, s] as const),
]);
const allStories = [...storiesByHref.values()];

const sorted = (xs: readonly (number | string)[]) => xs.map(Number).sort((a, b) => a - b);
const words = (p: string) => p.split(/\s+/).filter(Boolean).length;

/** 12-hour display of a 'HH:mm' time, e.g. '18:30' -> '6:30 PM'. */
function display(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

function isbn13Valid(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return sum % 10 === 0;
}

function isbn10Valid(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  const sum = [...isbn].reduce((acc, d, i) => acc + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
  return sum % 11 === 0;
}

describe('schemas', () => {
  it('every collection parses with its schema', () => {
    expect(() => z.array(newsArticle).parse(homeNews)).not.toThrow();
    expect(() => z.array(tabArticle).parse(tabArticles)).not.toThrow();
    expect(() => z.array(topStory).parse(topStories)).not.toThrow();
    expect(() => z.array(heroStory).parse(heroStories)).not.toThrow();
    expect(() => z.array(communityStory).parse(communityStories)).not.toThrow();
    expect(() => z.array(communityGroup).parse(communityGroups)).not.toThrow();
    expect(() => z.array(initiative).parse(initiatives)).not.toThrow();
    expect(() => z.array(resource).parse(resources)).not.toThrow();
    expect(() => z.array(communityEvent).parse(events)).not.toThrow();
    expect(() => z.array(teamMember).parse(team)).not.toThrow();
    expect(() => z.array(book).parse(books)).not.toThrow();
  });
});

describe('news', () => {
  it('Home has 9 articles, ids 1 to 9, one per Home category', () => {
    expect(sorted(homeNews.map((a) => a.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(homeNews.map((a) => a.category).sort()).toEqual(
      ['Business', 'Culture', 'Education', 'Food', 'Health', 'Politics', 'Real Estate', 'Sports', 'Transportation'].sort(),
    );
  });

  it('each News tab has articles n 1 to 3 with the capitalised tab as category', () => {
    expect(tabArticles).toHaveLength(12);
    for (const tab of newsTabCategories) {
      const inTab = tabArticles.filter((a) => a.tab === tab);
      expect(sorted(inTab.map((a) => a.n))).toEqual([1, 2, 3]);
      for (const a of inTab) expect(a.category).toBe(tab.charAt(0).toUpperCase() + tab.slice(1));
    }
  });

  it('Top Stories has n 1 to 5 and community stories ids 10 to 12', () => {
    expect(sorted(topStories.map((s) => s.n))).toEqual([1, 2, 3, 4, 5]);
    expect(sorted(communityStories.map((s) => s.id))).toEqual([10, 11, 12]);
  });

  it('every Popular Topics category lists at least two stories', () => {
    for (const topic of ['Politics', 'Business', 'Sports', 'Education', 'Health', 'Real Estate', 'Technology', 'Environment']) {
      expect(allStories.filter((s) => s.category === topic).length, topic).toBeGreaterThanOrEqual(2);
    }
  });

  it('every story has 4 to 6 paragraphs of 60 to 120 words, dated April or May 2025', () => {
    expect(allStories).toHaveLength(29);
    for (const s of allStories) {
      expect(s.body.length, s.title).toBeGreaterThanOrEqual(4);
      expect(s.body.length, s.title).toBeLessThanOrEqual(6);
      for (const p of s.body) {
        expect(words(p), `${s.title}: ${p.slice(0, 40)}`).toBeGreaterThanOrEqual(60);
        expect(words(p), `${s.title}: ${p.slice(0, 40)}`).toBeLessThanOrEqual(120);
      }
      expect(s.date, s.title).toMatch(/^2025-0[45]-(0[1-9]|[12]\d|3[01])$/);
    }
  });

  it('story titles and images are unique', () => {
    expect(new Set(allStories.map((s) => s.title)).size).toBe(allStories.length);
    expect(new Set(allStories.map((s) => s.image)).size).toBe(allStories.length);
  });

  it('every story author is a member of the team', () => {
    const names = new Set(team.map((m) => m.name));
    for (const s of allStories) expect(names.has(s.author), `${s.title} by ${s.author}`).toBe(true);
  });
});

describe('hero stories', () => {
  it('has slides 1 to 3, each leading to an existing story with the same category and title', () => {
    expect(sorted(heroStories.map((h) => h.id))).toEqual([1, 2, 3]);
    for (const h of heroStories) {
      const target = storiesByHref.get(h.href);
      expect(target, h.href).toBeDefined();
      expect(target?.category).toBe(h.category);
      expect(target?.title).toBe(h.title);
      expect(target?.image).toBe(h.image);
    }
    expect(new Set(heroStories.map((h) => h.href)).size).toBe(3);
  });
});

describe('community', () => {
  const tagVocabulary = new Set([...eventCategories, ...resourceCategories].map((c) => c.toLowerCase()));

  it('has groups 1 to 4 with member counts, one of 1250, and known tags', () => {
    expect(sorted(communityGroups.map((g) => g.id))).toEqual([1, 2, 3, 4]);
    expect(communityGroups.some((g) => g.members === 1250)).toBe(true);
    for (const g of communityGroups) {
      expect(g.members).toBeGreaterThan(0);
      expect(g.details.length).toBeGreaterThanOrEqual(2);
      expect(g.details.length).toBeLessThanOrEqual(3);
      expect(g.website).not.toMatch(/example\.(org|com)/);
      for (const t of g.tags) expect(tagVocabulary.has(t), t).toBe(true);
    }
  });

  it('has initiatives 1 to 3 with a date range or Ongoing', () => {
    expect(sorted(initiatives.map((i) => i.id))).toEqual([1, 2, 3]);
    const range = /^[A-Z][a-z]+ \d{1,2} – [A-Z][a-z]+ \d{1,2}, \d{4}$/;
    for (const i of initiatives) expect(i.date === 'Ongoing' || range.test(i.date), i.date).toBe(true);
    expect(initiatives.some((i) => i.date === 'Ongoing')).toBe(true);
    expect(initiatives.some((i) => range.test(i.date))).toBe(true);
    for (const i of initiatives) for (const t of i.tags) expect(tagVocabulary.has(t), t).toBe(true);
  });

  it('has 10 resources, two in each resource category', () => {
    expect(sorted(resources.map((r) => r.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of resourceCategories) expect(resources.filter((r) => r.category === c), c).toHaveLength(2);
  });
});

describe('events', () => {
  it('has 8 events, ids 1 to 8, one per category, all in May 2025', () => {
    expect(sorted(events.map((e) => e.id))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(events.map((e) => e.category).sort()).toEqual([...eventCategories].sort());
    for (const e of events) expect(e.date, e.title).toMatch(/^2025-05-(0[1-9]|[12]\d|3[01])$/);
  });

  it('has at least two events on May 10, 2025', () => {
    expect(events.filter((e) => e.date === '2025-05-10').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a time range that matches start and end, and ends after it starts', () => {
    for (const e of events) {
      expect(e.time, e.title).toBe(`${display(e.start)} - ${display(e.end)}`);
      expect(e.end > e.start, e.title).toBe(true);
    }
  });
});

describe('team', () => {
  it('has one member per title, in the About page order', () => {
    expect(team.map((m) => m.title)).toEqual([...teamTitles]);
    expect(new Set(team.map((m) => m.name)).size).toBe(team.length);
  });
});

describe('books', () => {
  it('has about 40 distinct books', () => {
    expect(books.length).toBeGreaterThanOrEqual(36);
    expect(books.length).toBeLessThanOrEqual(44);
    expect(new Set(books.map((b) => b.title)).size).toBe(books.length);
  });

  it('uses a valid ISBN-13 for the cover and the matching ISBN-10 for the product page', () => {
    for (const b of books) {
      const isbn13 = /^https:\/\/covers\.openlibrary\.org\/b\/isbn\/(\d{13})-M\.jpg$/.exec(b.cover)?.[1] ?? '';
      expect(isbn13Valid(isbn13), `${b.title} ${b.cover}`).toBe(true);
      const isbn10 = /^https:\/\/www\.amazon\.com\/dp\/(\d{9}[\dX])$/.exec(b.link)?.[1] ?? '';
      expect(isbn10Valid(isbn10), `${b.title} ${b.link}`).toBe(true);
      expect(isbn10.slice(0, 9)).toBe(isbn13.slice(3, 12));
    }
  });
});

describe('images', () => {
  it('every local image exists under public/', () => {
    const paths = [
      ...allStories.map((s) => s.image),
      ...heroStories.map((h) => h.image),
      ...communityGroups.map((g) => g.image),
      ...initiatives.map((i) => i.image),
      ...events.map((e) => e.image),
      ...team.map((m) => m.image),
      '/images/fallback.svg',
      '/images/book-placeholder.svg',
    ];
    for (const p of paths) {
      expect(p.startsWith('/images/'), p).toBe(true);
      expect(existsSync(`${publicDir}${p}`), p).toBe(true);
    }
  });
});
