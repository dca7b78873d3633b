#!/usr/bin/env node
/**
 * Writes the site's local "editorial illustrations" under public/images/ (stock photos are
 * unreachable here). Deterministic, no dependencies: `node scripts/generate-art.mjs`.
 *
 * It scans src/content/*.ts for image paths `/images/{stories,events,community,team}/{slug}.svg`,
 * themes each one by the `category` (or first tag) of the object that references it, and writes:
 * - 1200x675 scenes: category gradient sky, a sun disc carrying a small category motif, a seeded
 *   Dallas skyline (Reunion Tower, angular towers), ground or river, and per-theme trees or a bridge;
 * - 400x400 abstract head-and-shoulders portraits for the team;
 * - fallback.svg (neutral 16:9 scene) and book-placeholder.svg (2:3 cover).
 * No text, no external references, every file under 4 KB. Stale generated files are removed.
 * `--describe` also prints each scene's layout (river, bridge, park, plain) for writing alt texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.join(root, 'src/content');
const outDir = path.join(root, 'public/images');
const KINDS = ['stories', 'events', 'community', 'team'];
const MAX_BYTES = 4096;

// ---------- deterministic randomness ----------
function hash(str) {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
function rng(seed) {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
  };
}
const r0 = (n) => Math.round(n);

// ---------- themes ----------
/** sky top, sky middle, horizon glow, silhouette. */
const PALETTES = {
  politics: ['#14213d', '#5b3f8c', '#f0a07a', '#0b1226'],
  government: ['#1b2a41', '#3d5a80', '#e0e1dd', '#0c1522'],
  business: ['#0f3d3e', '#1f6f5c', '#f2c14e', '#082526'],
  sports: ['#0b3c5d', '#328cc1', '#f4d35e', '#0a2236'],
  transportation: ['#102a43', '#2f5d8a', '#9fd3e6', '#081a2b'],
  food: ['#5c1a1b', '#c8474f', '#f6ae2d', '#2a0b0c'],
  education: ['#1e1b4b', '#4338ca', '#fbbf24', '#120f33'],
  culture: ['#3c1642', '#8e3b71', '#f49d37', '#1f0a22'],
  arts: ['#3d1a5b', '#b23a48', '#fcd34d', '#1e0d2e'],
  health: ['#0f4c5c', '#2a9d8f', '#e9f5db', '#06282f'],
  realestate: ['#2b2d42', '#8d5b6c', '#f4a261', '#15161f'],
  housing: ['#2b2d42', '#6d597a', '#f4a261', '#15161f'],
  technology: ['#0b0f2e', '#3a0ca3', '#4cc9f0', '#05071a'],
  environment: ['#1b4332', '#40916c', '#d8f3dc', '#0d2419'],
  recreation: ['#1d3557', '#2a9d8f', '#e9c46a', '#0e1c2c'],
  lifestyle: ['#264653', '#e76f51', '#ffd166', '#13232a'],
  community: ['#3a2e5f', '#c0616b', '#f2cc8f', '#1c1630'],
  entertainment: ['#240046', '#7b2cbf', '#ff9e00', '#10001f'],
  neutral: ['#3d4451', '#6c7686', '#d9dde3', '#232831'],
};
const GREEN = new Set(['environment', 'recreation', 'lifestyle', 'sports', 'health']);

/** Motifs drawn in a 100x100 box centered on 0,0, stroked in the sky's darkest color. */
const MOTIFS = {
  politics: '<path d="M-36 32H36M-30 24H30M-24 24V2M-8 24V2M8 24V2M24 24V2M-30 2H30M-24 2A24 24 0 0 1 24 2M0-22V-36"/>',
  government: '<path d="M-36 32H36M-30 24H30M-24 24V-4M-8 24V-4M8 24V-4M24 24V-4M-34-4H34L0-30Z"/>',
  business: '<path d="M-34 34H34" /><path stroke-width="11" d="M-22 26V10M-4 26V-4M14 26V-16M32 26V-30"/><path d="M-30-6 -6-26 8-14 30-34"/>',
  sports: '<circle r="32"/><path d="M-32 0H32M0-32V32M-22-23Q-6 0-22 23M22-23Q6 0 22 23"/>',
  transportation: '<rect x="-24" y="-34" width="48" height="54" rx="10"/><path d="M-24-8H24M-14 20-22 34M14 20 22 34M-12 30H12"/><circle cx="-12" cy="8" r="3"/><circle cx="12" cy="8" r="3"/>',
  food: '<path d="M-24-34V-12Q-24-2-16-2Q-8-2-8-12V-34M-16-34V-14M-16-2V34M16 34V-34Q30-22 30 2H16"/>',
  education: '<path d="M0-18Q-18-30-36-24V24Q-18 18 0 28Q18 18 36 24V-24Q18-30 0-18ZM0-18V28"/>',
  culture: '<circle cx="-18" cy="22" r="9"/><circle cx="20" cy="14" r="9"/><path d="M-9 22V-26L29-34V14M-9-14 29-22"/>',
  arts: '<path d="M0-34C-24-34-36-16-36 2C-36 22-20 34 0 34C8 34 8 26 4 22C0 18 4 12 10 12H22C30 12 36 6 36-4C36-22 20-34 0-34Z"/><circle cx="-18" cy="-2" r="4"/><circle cx="-8" cy="-20" r="4"/><circle cx="12" cy="-20" r="4"/>',
  health: '<path d="M0 30C-28 12-36-4-36-14C-36-28-26-34-18-34C-10-34-4-28 0-22C4-28 10-34 18-34C26-34 36-28 36-14C36-4 28 12 0 30ZM0-14V10M-12-2H12"/>',
  realestate: '<path d="M-36-2 0-32 36-2M-26-10V32H26V-10M-8 32V12H8V32"/>',
  housing: '<path d="M-36-2 0-32 36-2M-26-10V32H26V-10M-10 4H10V18H-10Z"/>',
  technology: '<rect x="-20" y="-20" width="40" height="40" rx="4"/><rect x="-8" y="-8" width="16" height="16"/><path d="M-10-20V-34M0-20V-34M10-20V-34M-10 20V34M0 20V34M10 20V34M-20-10H-34M-20 0H-34M-20 10H-34M20-10H34M20 0H34M20 10H34"/>',
  environment: '<path d="M-30 30C-30-8-10-32 32-32C32 8 10 30-30 30ZM-30 30 12-12"/>',
  recreation: '<circle cy="-10" r="24"/><path d="M0 14V36M-14 36H14M0 2-10-8M0 8 10-2"/>',
  lifestyle: '<circle r="14"/><path d="M0-36V-24M0 24V36M-36 0H-24M24 0H36M-25-25-17-17M17 17 25 25M-25 25-17 17M17-17 25-25"/>',
  community: '<circle cx="-20" cy="-10" r="8"/><circle cx="20" cy="-10" r="8"/><circle cy="-18" r="10"/><path d="M-36 26Q-36 2-20 2Q-12 2-9 8M36 26Q36 2 20 2Q12 2 9 8M-17 32Q-17 0 0 0Q17 0 17 32"/>',
  entertainment: '<path d="M0-34 10-12 34-10 16 6 22 30 0 17-22 30-16 6-34-10-10-12Z"/>',
};

function themeKey(label) {
  const key = String(label ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return PALETTES[key] ? key : 'community';
}

// ---------- 16:9 scene ----------
const W = 1200;
const H = 675;
const G = 575; // ground line
const NIGHT = new Set(['technology', 'entertainment', 'education', 'politics']);

/** Mix two #rrggbb colors: t = 0 gives a, t = 1 gives b. */
function mix(a, b, t) {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => r0(v + ((pb[i] ?? 0) - v) * t).toString(16).padStart(2, '0')).join('');
}

function building(R, x, w, h, base) {
  const top = base - h;
  const t = R.next();
  const a = r0(x);
  const b = r0(x + w);
  const y = r0(top);
  if (h > 120 && t < 0.16) return { flat: false, d: `M${a} ${base}V${y}L${b} ${r0(top + w * 0.7)}V${base}Z` }; // slanted prism
  if (h > 120 && t < 0.28) return { flat: false, d: `M${a} ${base}V${y}L${r0(x + w / 2)} ${r0(top - w * 0.6)}L${b} ${y}V${base}Z` }; // pyramid crown
  if (h > 90 && t < 0.42) {
    const s = r0(w * 0.22);
    return { flat: false, d: `M${a} ${base}V${y + 34}H${a + s}V${y}H${b - s}V${y + 34}H${b}V${base}Z` }; // stepped
  }
  if (h > 160 && t < 0.52) return { flat: true, d: `M${a} ${base}V${y}H${r0(x + w / 2 - 2)}V${y - 44}H${r0(x + w / 2 + 2)}V${y}H${b}V${base}Z` }; // antenna
  return { flat: true, d: `M${a} ${base}V${y}H${b}V${base}Z` };
}

/**
 * A row of towers, tallest around `center` (a downtown cluster falling off to low-rise edges).
 * `peak` is the cluster's height, `spread` its half-width, `avoidX` keeps room for Reunion Tower's ball.
 */
function skyline(R, { center, peak, spread, base, minW, maxW, avoidX = null }) {
  let d = '';
  let x = -20;
  let tallest = { h: 0, x: 0, w: 0 };
  while (x < W + 20) {
    const w = R.range(minW, maxW);
    const mid = x + w / 2;
    const dens = Math.exp(-(((mid - center) / spread) ** 2));
    let h = 18 + peak * dens * R.range(0.5, 1.05) + R.range(0, 38);
    const nearTower = avoidX !== null && Math.abs(mid - avoidX) < w / 2 + 46;
    if (nearTower) h = Math.min(h, 190);
    const shape = building(R, x, w, h, base);
    if (shape.flat && h > tallest.h && !nearTower) tallest = { h: r0(h), x, w };
    d += shape.d;
    x += w + (R.next() < 0.35 ? R.range(3, 14) : -R.range(0, 6));
  }
  return { d, tallest };
}

/** Layout chosen for each scene seed, for `--describe` (alt texts name what is drawn). */
const layouts = new Map();

function scene(seed, key) {
  const R = rng(seed);
  const [top, mid, glow, dark] = PALETTES[key];
  const night = NIGHT.has(key);
  // Composition: river (reflections, maybe the Margaret Hunt Hill-style arch), park hill with trees, or plain.
  const roll = R.next();
  const layout =
    key === 'transportation' ? 'river'
    : GREEN.has(key) ? (roll < 0.7 ? 'park' : 'river')
    : roll < 0.4 ? 'river' : roll < 0.65 ? 'park' : 'plain';
  const bridge = layout === 'river' && (key === 'transportation' || R.next() < 0.45);
  layouts.set(seed, bridge ? 'bridge' : layout);

  const center = R.range(430, 770);
  const side = R.next() < 0.5 ? -1 : 1;
  let towerX = center + side * R.range(250, 360);
  if (towerX < 100 || towerX > W - 100) towerX = center - side * R.range(250, 360);
  const sunX = r0(towerX < center ? R.range(center + 210, 1080) : R.range(120, center - 210));
  const sunY = r0(R.range(200, 240)); // low enough to survive a wide 500 px hero crop
  const sunR = r0(R.range(64, 80));

  const far = skyline(R, { center: center + R.range(-220, 220), peak: 190, spread: 420, base: G, minW: 50, maxW: 110 });
  const midRow = skyline(R, { center: center + R.range(-120, 120), peak: 260, spread: 300, base: G, minW: 44, maxW: 100 });
  const near = skyline(R, { center, peak: 320, spread: 230, base: G, minW: 40, maxW: 96, avoidX: towerX });
  const tx = r0(towerX);
  const ballY = G - 330;
  const hill = layout === 'park';
  const body = mix(dark, mid, 0.14); // near towers: a touch lighter than the foreground
  const fore = mix(dark, '#000000', 0.25);

  const parts = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    '<defs>',
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".6" stop-color="${mid}"/><stop offset="1" stop-color="${glow}"/></linearGradient>`,
    `<pattern id="w" width="16" height="22" patternUnits="userSpaceOnUse"><rect x="5" y="7" width="5" height="7" fill="${glow}" opacity=".2"/></pattern>`,
    `<path id="n" d="${near.d}"/>`,
    '</defs>',
    `<rect width="${W}" height="${G + 1}" fill="url(#s)"/>`,
  );
  if (night) {
    let stars = '';
    for (let i = 0; i < 16; i++) stars += `M${r0(R.range(20, 1180))} ${r0(R.range(20, 200))}h0`;
    parts.push(`<path d="${stars}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".5"/>`);
  }
  parts.push(
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR + 64}" fill="${glow}" opacity=".1"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR + 28}" fill="${glow}" opacity=".18"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${glow}"/>`,
    MOTIFS[key]
      ? `<g transform="translate(${sunX} ${sunY}) scale(${((sunR * 1.25) / 100).toFixed(2)})" fill="none" stroke="${top}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${MOTIFS[key]}</g>`
      : '',
    `<path d="${far.d}" fill="${mix(mid, dark, 0.35)}" opacity=".55"/>`,
    `<path d="${midRow.d}" fill="${mix(mid, dark, 0.62)}"/>`,
  );
  // Reunion Tower: tapered column, pod ring and lattice ball.
  parts.push(
    `<g fill="${body}"><path d="M${tx - 10} ${G}L${tx - 5} ${ballY}H${tx + 5}L${tx + 10} ${G}Z"/><circle cx="${tx}" cy="${ballY}" r="36"/><rect x="${tx - 22}" y="${ballY + 30}" width="44" height="9" rx="4"/></g>`,
    `<g fill="none" stroke="${glow}" stroke-width="2" opacity=".5"><circle cx="${tx}" cy="${ballY}" r="29"/><path d="M${tx - 29} ${ballY}H${tx + 29}M${tx} ${ballY - 29}V${ballY + 29}M${tx - 25} ${ballY - 14}Q${tx} ${ballY - 4} ${tx + 25} ${ballY - 14}M${tx - 25} ${ballY + 14}Q${tx} ${ballY + 4} ${tx + 25} ${ballY + 14}"/></g>`,
    `<use href="#n" fill="${body}"/>`,
    `<use href="#n" fill="url(#w)"/>`,
  );
  // Outline lights on the tallest tower (a nod to Bank of America Plaza's trim).
  const t = near.tallest;
  if (t.w > 30) {
    const y = r0(G - t.h);
    parts.push(`<path d="M${r0(t.x + 3)} ${y + 110}V${y + 3}H${r0(t.x + t.w - 3)}V${y + 110}" fill="none" stroke="${glow}" stroke-width="3" opacity=".55"/>`);
  }
  if (layout === 'river') {
    parts.push(
      `<rect y="${G}" width="${W}" height="${H - G}" fill="${mix(dark, mid, 0.3)}"/>`,
      `<rect y="${G}" width="${W}" height="4" fill="${glow}" opacity=".3"/>`,
      `<g fill="${glow}" opacity=".4">`,
    );
    for (let i = 0; i < 6; i++) {
      const w = r0((sunR * 2.2) / (1 + i * 0.4));
      parts.push(`<rect x="${sunX - r0(w / 2)}" y="${G + 14 + i * 14}" width="${w}" height="3" rx="1.5"/>`);
    }
    parts.push('</g>');
  } else {
    parts.push(`<rect y="${G}" width="${W}" height="${H - G}" fill="${dark}"/>`);
  }
  if (bridge) {
    const x0 = r0(R.range(80, 360));
    const x1 = x0 + r0(R.range(600, 760));
    const deck = G + 46;
    const peak = deck - 240;
    let cables = '';
    for (let i = 1; i < 12; i++) {
      const tt = i / 12;
      const px = (1 - tt) ** 2 * x0 + 2 * (1 - tt) * tt * ((x0 + x1) / 2) + tt ** 2 * x1;
      const py = (1 - tt) ** 2 * deck + 2 * (1 - tt) * tt * peak + tt ** 2 * deck;
      cables += `M${r0(px)} ${r0(py)}L${r0(x0 + (x1 - x0) * (0.15 + tt * 0.7))} ${deck}`;
    }
    parts.push(
      `<path d="${cables}" stroke="${glow}" stroke-width="2" opacity=".5"/>`,
      `<path d="M-10 ${deck}H${W + 10}" stroke="${fore}" stroke-width="12"/>`,
      `<path d="M${x0} ${deck}Q${(x0 + x1) / 2} ${peak} ${x1} ${deck}" fill="none" stroke="${glow}" stroke-width="8" stroke-linecap="round"/>`,
    );
  }
  if (hill) {
    const a = r0(R.range(590, 630));
    const b = r0(R.range(560, 600));
    parts.push(`<path d="M0 ${a}C300 ${b - 40} 700 ${b + 30} ${W} ${b - 20}V${H}H0Z" fill="${fore}"/>`, `<g fill="${fore}">`);
    let x = R.range(-10, 60);
    while (x < W + 30) {
      const r = r0(R.range(26, 54));
      const gy = r0(((a + b) / 2) - 14);
      const cx = r0(x);
      parts.push(
        R.next() < 0.3
          ? `<path d="M${cx} ${gy - r * 2 - 10}L${cx + r0(r * 0.7)} ${gy - 8}H${cx - r0(r * 0.7)}Z"/><rect x="${cx - 3}" y="${gy - 12}" width="6" height="30"/>`
          : `<circle cx="${cx}" cy="${gy - r - 14}" r="${r}"/><rect x="${cx - 3}" y="${gy - 20}" width="6" height="40"/>`,
      );
      x += R.range(110, 300);
    }
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}

// ---------- 1:1 portrait ----------
const PORTRAITS = [
  ['#e76f51', '#f4a261', '#2a1f2d', '#264653'],
  ['#2a9d8f', '#8ecae6', '#1b2631', '#e9c46a'],
  ['#6d597a', '#b56576', '#231a24', '#eaac8b'],
  ['#e9c46a', '#f4a261', '#3b2a20', '#2a9d8f'],
  ['#457b9d', '#a8dadc', '#1d2d3a', '#e63946'],
  ['#588157', '#a3b18a', '#1f2a1d', '#dda15e'],
];
/** Hair shapes drawn over the head (index 0 also has long hair behind it). */
const HAIR = [
  '<path d="M132 178C128 112 160 90 202 90C244 90 274 114 268 178C254 142 234 124 202 122C176 124 148 140 132 178Z"/>',
  '<path d="M136 160C134 112 166 92 200 92C236 92 266 112 264 160C252 132 228 120 200 120C172 120 148 132 136 160Z"/>',
  '<circle cx="200" cy="80" r="30"/><path d="M134 168C130 114 164 96 200 96C238 96 270 114 266 168C252 136 228 124 200 124C172 124 150 134 134 168Z"/>',
  '<circle cx="146" cy="134" r="30"/><circle cx="174" cy="104" r="32"/><circle cx="226" cy="104" r="32"/><circle cx="254" cy="134" r="30"/><circle cx="200" cy="96" r="30"/><circle cx="134" cy="168" r="20"/><circle cx="266" cy="168" r="20"/>',
  '<path d="M134 170C128 108 168 86 206 88C248 90 274 118 266 172C258 140 240 120 214 116C186 124 156 132 134 170Z"/>',
  '<path d="M140 150C142 112 170 100 200 100C230 100 258 112 260 150C248 130 226 118 200 118C174 118 152 130 140 150Z"/>',
];
const LONG_HAIR = '<rect x="124" y="100" width="152" height="214" rx="70"/>';

function portrait(seed, index) {
  const R = rng(seed);
  const [bg1, bg2, ink, shirt] = PORTRAITS[index % PORTRAITS.length];
  const hair = HAIR[index % HAIR.length];
  const skin = mix(ink, bg2, 0.28);
  const tilt = R.range(-4, 4).toFixed(1);
  const collar =
    index % 2 === 0
      ? `<path d="M172 300L200 342L228 300" fill="none" stroke="${bg2}" stroke-width="7" stroke-linejoin="round" opacity=".85"/>`
      : `<path d="M164 298Q200 330 236 298" fill="none" stroke="${bg2}" stroke-width="7" opacity=".85"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">',
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>`,
    '<rect width="400" height="400" fill="url(#b)"/>',
    `<circle cx="${r0(R.range(60, 120))}" cy="${r0(R.range(60, 110))}" r="${r0(R.range(40, 70))}" fill="#fff" opacity=".14"/>`,
    `<circle cx="${r0(R.range(300, 360))}" cy="${r0(R.range(230, 300))}" r="${r0(R.range(50, 90))}" fill="#fff" opacity=".1"/>`,
    index % HAIR.length === 0 ? `<g fill="${ink}" transform="rotate(${tilt} 200 300)">${LONG_HAIR}</g>` : '',
    `<path d="M36 420C36 330 104 290 200 290C296 290 364 330 364 420Z" fill="${shirt}"/>`,
    `<path d="M36 420C36 330 104 290 200 290C296 290 364 330 364 420Z" fill="${ink}" opacity=".2"/>`,
    `<g transform="rotate(${tilt} 200 300)"><rect x="172" y="226" width="56" height="84" rx="24" fill="${skin}"/>`,
    `<ellipse cx="200" cy="176" rx="66" ry="80" fill="${skin}"/><g fill="${ink}">${hair}</g></g>`,
    collar,
    '</svg>',
  ].join('');
}

// ---------- fixed images ----------
function bookPlaceholder() {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600">',
    '<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9e4da"/><stop offset="1" stop-color="#d6cfc2"/></linearGradient></defs>',
    '<rect width="400" height="600" fill="url(#c)"/>',
    '<rect width="34" height="600" fill="#b9ae9c"/><rect x="34" width="6" height="600" fill="#a39783" opacity=".6"/>',
    '<rect x="66" y="40" width="304" height="520" fill="none" stroke="#a39783" stroke-width="3"/>',
    '<rect x="78" y="52" width="280" height="496" fill="none" stroke="#a39783" stroke-width="1.5" opacity=".7"/>',
    // The book motif sits in the top third: the Books page overlays the title and author below it.
    '<g transform="translate(218 160) scale(.8)" fill="none" stroke="#7d715f" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">',
    '<path d="M0-36Q-34-58-74-46V48Q-34 36 0 58Q34 36 74 48V-46Q34-58 0-36ZM0-36V58"/>',
    '<path d="M-56-22Q-34-30-16-20M-56 0Q-34-8-16 2M-56 22Q-34 14-16 24M16-20Q34-30 56-22M16 2Q34-8 56 0M16 24Q34 14 56 22" stroke-width="3" opacity=".6"/>',
    '</g>',
    '<path d="M188 250H248M178 480H258" stroke="#a39783" stroke-width="3" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}

// ---------- content scan ----------
function collectImages() {
  const files = fs
    .readdirSync(contentDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'schemas.ts')
    .sort();
  /** @type {Map<string, {kind: string, slug: string, theme: string, index: number}>} */
  const images = new Map();
  const re = /'\/images\/(stories|events|community|team)\/([a-z0-9-]+)\.svg'/g;
  for (const file of files) {
    const text = fs.readFileSync(path.join(contentDir, file), 'utf8');
    let teamIndex = 0;
    for (const m of text.matchAll(re)) {
      const [, kind, slug] = m;
      const key = `/images/${kind}/${slug}.svg`;
      // The object literal holding this path: from the previous top-level `{` to the next `},`.
      const start = text.lastIndexOf('\n  {', m.index);
      const endAt = text.indexOf('\n  },', m.index);
      const chunk = text.slice(start < 0 ? 0 : start, endAt < 0 ? undefined : endAt);
      const cat = /category: '([^']+)'/.exec(chunk)?.[1] ?? /tags: \['([^']+)'/.exec(chunk)?.[1];
      if (!images.has(key)) images.set(key, { kind, slug, theme: themeKey(cat), index: kind === 'team' ? teamIndex : 0 });
      if (kind === 'team') teamIndex++;
    }
  }
  return images;
}

function write(rel, svg) {
  const bytes = Buffer.byteLength(svg);
  if (bytes >= MAX_BYTES) throw new Error(`${rel} is ${bytes} bytes (limit ${MAX_BYTES})`);
  if (/<text|https?:\/\/(?!www\.w3\.org)/.test(svg)) throw new Error(`${rel} has text or an external reference`);
  const file = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg + '\n');
  return bytes;
}

function main() {
  const images = collectImages();
  const written = new Set();
  let largest = 0;
  for (const [key, { kind, slug, theme, index }] of images) {
    const rel = key.slice('/images/'.length);
    const svg = kind === 'team' ? portrait(slug, index) : scene(slug, theme);
    largest = Math.max(largest, write(rel, svg));
    written.add(rel);
  }
  largest = Math.max(largest, write('fallback.svg', scene('dallas-local-fallback', 'neutral')));
  largest = Math.max(largest, write('book-placeholder.svg', bookPlaceholder()));
  let removed = 0;
  for (const kind of KINDS) {
    const dir = path.join(outDir, kind);
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir)) {
      if (f.endsWith('.svg') && !written.has(`${kind}/${f}`)) {
        fs.unlinkSync(path.join(dir, f));
        removed++;
      }
    }
  }
  if (process.argv.includes('--describe')) {
    const out = {};
    for (const [key, { slug }] of images) if (layouts.has(slug)) out[key] = layouts.get(slug);
    console.log(JSON.stringify(out, null, 2));
  }
  console.log(`generate-art: ${written.size + 2} images written (largest ${largest} bytes), ${removed} stale removed`);
}

main();
