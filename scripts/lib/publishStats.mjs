// Figures of `npm run bench:publish` (scripts/bench-publish.mjs).

/** The median of a list of numbers (the mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Median and max of the measured times (ms), and how many never became visible (null). */
export function summarize(times) {
  const seen = times.filter((t) => t !== null);
  return { median: median(seen), max: seen.length ? Math.max(...seen) : Number.NaN, missing: times.length - seen.length };
}

/** `--base-url URL --email E --password P --count N`, falling back to BASE_URL, EDITOR_EMAIL, EDITOR_PASSWORD. */
export function publishBenchOptions(argv, env) {
  const flag = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const count = Number(flag('count') ?? 20);
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');
  const email = flag('email') ?? env.EDITOR_EMAIL;
  const password = flag('password') ?? env.EDITOR_PASSWORD;
  if (!email || !password) throw new Error('an editor account is needed: EDITOR_EMAIL and EDITOR_PASSWORD (or --email and --password)');
  const baseUrl = (flag('base-url') ?? env.BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return { baseUrl, email, password, count };
}
