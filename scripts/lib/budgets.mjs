// Page-weight budgets (issue: performance budgets). Bytes are gzip (level 9) of what the prerendered
// page loads at first. See docs/performance.md for how the baseline was measured.

/**
 * JavaScript a hello-world Next.js 16.4.6 App Router page loads (one layout, one page, no client
 * code), measured with scripts/measure-baseline.mjs on 2026-11-22: 170.0 kB. Re-measure it when Next
 * is upgraded.
 */
export const FRAMEWORK_BASELINE_JS = 170.0 * 1024;
/** Our own JavaScript may add at most this much to the framework, on any page. */
export const JS_ABOVE_BASELINE = 40 * 1024;
export const CSS_BUDGET = 25 * 1024;
export const HOME_HTML_BUDGET = 60 * 1024;
/** Cumulative layout shift a page may show while it loads (Lighthouse budget, also checked end to end). */
export const CLS_BUDGET = 0.01;
