// Brotli copies of a build's hashed scripts and stylesheets (`<distDir>/static/**/*.{js,css}` → `.br`
// beside each), at the highest quality: too slow to compress per request (0.1 to 1.7 s a file), so done
// once after `next build`. The server answers with them (src/server/http/staticAssets.ts): 8 % fewer
// bytes than compressing each answer at quality 6.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Writes the copies; resolves with how many files and how long it took. */
export async function precompressStatic(distDir) {
  const started = Date.now();
  const dir = path.join(distDir, 'static');
  const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(js|css)$/.test(f)).map((f) => path.join(dir, f));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const data = await readFile(file);
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length };
      await writeFile(`${file}.br`, await compress(data, { params }));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return { files: files.length, ms: Date.now() - started };
}
