// The exit code of a `payload run` that ended before its script ran (scripts/lib/unfinishedRun.mjs).
// Its own module: importing unfinishedRun.mjs installs that preload's exit handler in the importer.
export const UNFINISHED_EXIT_CODE = 75;
