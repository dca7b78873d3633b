// Fails in one line, with the fix, when Debian's Chromium headless shell (used by the end-to-end tests) is missing.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(path)) {
  console.error(`Chromium not found at ${path}: install it with \`apt-get install chromium-headless-shell\` (or set CHROMIUM_PATH).`);
  process.exit(1);
}
