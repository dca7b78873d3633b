/**
 * Answers for photo files that are not there. Payload's file endpoint answers a file missing from the
 * disk with a 500 ("Something went wrong."), so a reader's broken link or a crawler's old address
 * looked like a server fault and showed up in the error logs. This upload handler runs before Payload
 * streams the file and answers such a request with a 404; a file that is there goes on to Payload.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

export const MISSING_FILE_MESSAGE = 'There is no photo file by that name.';

/**
 * A 404 for `filename` when no such file is in `staticDir`; nothing when the file is there, or when
 * the name points outside the folder (Payload then answers its own 400).
 */
export async function missingFileResponse(staticDir: string, filename: string): Promise<Response | void> {
  const dir = path.resolve(staticDir);
  const file = path.resolve(dir, filename);
  if (!file.startsWith(dir + path.sep)) return undefined;
  try {
    if ((await stat(file)).isFile()) return undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && (error as NodeJS.ErrnoException).code !== 'ENOTDIR') throw error;
  }
  return Response.json(
    { errors: [{ message: MISSING_FILE_MESSAGE }] },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}
