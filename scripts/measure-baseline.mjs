// Measures the JavaScript a hello-world Next.js page loads with this project's Next version, the
// baseline of the page-weight budget (scripts/lib/budgets.mjs). Builds a throwaway app in a temp dir.
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { kB, weighRoute } from './lib/pageWeight.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'next-hello-'));
mkdirSync(path.join(dir, 'app'));
writeFileSync(path.join(dir, 'package.json'), '{ "name": "hello", "private": true }\n');
writeFileSync(
  path.join(dir, 'app', 'layout.tsx'),
  'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
);
writeFileSync(path.join(dir, 'app', 'page.tsx'), 'export default function Page() { return <h1>Hello, world</h1>; }\n');
symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
const build = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
  cwd: dir,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
const w = weighRoute(path.join(dir, '.next'), '/');
console.log(`hello-world Next.js page: ${kB(w.jsTotal)} kB JS gzip in ${w.js.length} scripts (${dir})`);
