// Pure parts of `npm run bench:search` (scripts/bench-search.mjs): generated stories, the query mix
// and the percentiles. A seeded generator, so every run searches the same data with the same queries.

/** A small deterministic generator (mulberry32): the same seed gives the same numbers. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const places = ['Deep Ellum', 'Oak Cliff', 'Bishop Arts', 'Fair Park', 'Uptown', 'Lakewood', 'Trinity Groves', 'Design District', 'Lake Highlands', 'Cedars'];
const subjects = ['council', 'budget', 'school', 'library', 'park', 'transit', 'housing', 'police', 'festival', 'market', 'museum', 'clinic', 'bridge', 'stadium', 'garden', 'café', 'theater', 'zoning', 'trail', 'election'];
const verbs = ['approves', 'delays', 'opens', 'closes', 'expands', 'debates', 'celebrates', 'rebuilds', 'funds', 'reviews'];
const filler = ['residents', 'neighbors', 'officials', 'volunteers', 'owners', 'students', 'families', 'voters', 'members', 'leaders', 'spoke', 'gathered', 'asked', 'waited', 'planned', 'the', 'new', 'city', 'county', 'weekend', 'morning', 'evening', 'downtown', 'north', 'south', 'plan', 'vote', 'meeting', 'money', 'street', 'water', 'traffic', 'music', 'food', 'art'];

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const words = (rnd, n) => Array.from({ length: n }, () => pick(rnd, rnd() < 0.15 ? subjects : filler)).join(' ');

/** `count` stories with titles, summaries, bodies of 150 to 400 words, and dates over five years. */
export function generateStories(count, seed = 18) {
  const rnd = random(seed);
  const end = Date.UTC(2026, 10, 1);
  return Array.from({ length: count }, (_, i) => {
    const place = pick(rnd, places);
    const subject = pick(rnd, subjects);
    const title = `${place} ${subject} ${pick(rnd, verbs)} ${words(rnd, 3)}`;
    const summary = `${words(rnd, 12)} in ${place} ${subject} ${words(rnd, 8)}.`;
    const paragraphs = Array.from({ length: 3 + Math.floor(rnd() * 5) }, () => `${words(rnd, 50)}.`);
    return {
      docId: String(i + 1),
      title,
      summary,
      body: paragraphs.join('\n'),
      url: `/news/bench-story-${i + 1}`,
      date: new Date(end - Math.floor(rnd() * 5 * 365 * 86_400_000)),
    };
  });
}

const misspell = (word) => (word.length > 4 ? `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}` : `${word}x`);

/** `count` searches: single words, phrases, exclusions, misspellings, type and date filters, page 2. */
export function queryMix(count, seed = 2026) {
  const rnd = random(seed);
  const kinds = [
    () => ({ q: pick(rnd, subjects) }),
    () => ({ q: pick(rnd, places) }),
    () => ({ q: `"${pick(rnd, places)}"` }),
    () => ({ q: `${pick(rnd, subjects)} ${pick(rnd, subjects)}` }),
    () => ({ q: `${pick(rnd, subjects)} -${pick(rnd, subjects)}` }),
    () => ({ q: misspell(pick(rnd, subjects)) }),
    () => ({ q: pick(rnd, subjects), type: 'stories' }),
    () => ({ q: pick(rnd, subjects), from: '2025-01-01', to: '2025-06-30' }),
    () => ({ q: pick(rnd, subjects), page: 2 }),
    () => ({ q: `${pick(rnd, filler)} ${pick(rnd, subjects)}` }),
  ];
  return Array.from({ length: count }, (_, i) => ({ type: null, from: null, to: null, page: 1, ...kinds[i % kinds.length]() }));
}

/** The p-th percentile (0 to 100) of `values`, nearest rank. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** `/search?...` for a query of the mix. */
export function searchPath({ q, type, from, to, page }) {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
