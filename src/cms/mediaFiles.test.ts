import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MISSING_FILE_MESSAGE, missingFileResponse } from './mediaFiles';

const dir = mkdtempSync(path.join(tmpdir(), 'media-files-'));
writeFileSync(path.join(dir, 'photo-960x540.webp'), 'bytes');
mkdirSync(path.join(dir, 'folder'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('missingFileResponse', () => {
  it('lets a file that is there go on to Payload', async () => {
    expect(await missingFileResponse(dir, 'photo-960x540.webp')).toBeUndefined();
  });

  it('answers a file that is not there with a 404 and a message, never cached', async () => {
    for (const name of ['no-such-photo.webp', 'photo-960x540.webp/more', 'folder']) {
      const response = await missingFileResponse(dir, name);
      expect(response?.status, name).toBe(404);
      expect(response?.headers.get('cache-control')).toBe('no-store');
      expect(await response?.json()).toEqual({ errors: [{ message: MISSING_FILE_MESSAGE }] });
    }
  });

  it("leaves a name that leads out of the folder to Payload's own 400", async () => {
    expect(await missingFileResponse(dir, '../etc/passwd')).toBeUndefined();
    expect(await missingFileResponse(path.join(dir, 'folder'), '../photo-960x540.webp')).toBeUndefined();
  });
});
