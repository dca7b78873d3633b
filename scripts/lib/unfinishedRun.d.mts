// Types for unfinishedRun.mjs (preloaded into `payload run` by scripts/newsroom-user.mjs).
export declare const UNFINISHED_EXIT_CODE: number;
