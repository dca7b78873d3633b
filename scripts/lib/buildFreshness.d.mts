// Types for buildFreshness.mjs (plain Node, shared by `npm start` and the e2e ads server).
export declare const root: string;
export declare function buildState(distDir?: string, projectRoot?: string): 'missing' | 'stale' | 'fresh';
