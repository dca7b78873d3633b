// Types for unfinishedRun.mjs (preloaded into `payload run` by scripts/lib/payloadScript.mjs).
export declare const UNFINISHED_EXIT_CODE: number;
