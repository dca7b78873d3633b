// Preloaded (`--import`) into `payload run` by scripts/lib/payloadScript.mjs. On Node 20, importing
// @payloadcms/richtext-lexical (which the Payload config needs) sometimes leaves the import pending with
// nothing keeping the event loop alive (`node -e "await import('@payloadcms/richtext-lexical')"` exits
// with 13, "unsettled top-level await"; under `payload run` it succeeds or not depending on timing).
// Node then exits with code 0 before the script has run: no output, no account. The script always ends
// with process.exit(), which skips 'beforeExit'; so 'beforeExit' means the run never finished, and the
// exit code says so, for the wrapper to run it again.
import { UNFINISHED_EXIT_CODE } from './unfinishedExitCode.mjs';

export { UNFINISHED_EXIT_CODE };

process.on('beforeExit', () => {
  process.exit(UNFINISHED_EXIT_CODE);
});
