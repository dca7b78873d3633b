// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findFrameAlignment, listFrames, parseFrameHeader } from './mp3';

const clip = new Uint8Array(readFileSync(path.join(process.cwd(), 'assets', 'radio', 'demo.mp3')));

describe('MP3 frame headers', () => {
  it('reads the demo clip: MPEG-1 layer III, 128 kbit/s, 44.1 kHz, 417 or 418 bytes per frame', () => {
    const header = parseFrameHeader(clip, 0);
    expect(header).toMatchObject({ version: 1, layer: 3, bitrate: 128, sampleRate: 44_100, samplesPerFrame: 1152 });
    expect([417, 418]).toContain(header?.frameLength);
  });

  it('rejects bytes that are not a header', () => {
    expect(parseFrameHeader(new Uint8Array([0xff, 0xfb, 0xf0, 0x00]), 0)).toBeNull(); // bitrate index 15
    expect(parseFrameHeader(new Uint8Array([0xff, 0xfb, 0x9c, 0x00]), 0)).toBeNull(); // sample rate index 3
    expect(parseFrameHeader(new Uint8Array([0x49, 0x44, 0x33, 0x04]), 0)).toBeNull(); // "ID3"
    expect(parseFrameHeader(new Uint8Array([0xff, 0xfb]), 0)).toBeNull(); // too short
  });

  it('lists the whole clip as back-to-back frames of its real duration', () => {
    const frames = listFrames(clip);
    const last = frames.at(-1);
    expect(last && last.offset + last.length).toBe(clip.length);
    const seconds = frames.reduce((sum, f) => sum + f.durationMs, 0) / 1000;
    expect(seconds).toBeGreaterThan(15.9);
    expect(seconds).toBeLessThan(16.2);
  });
});

describe('findFrameAlignment', () => {
  const boundaries = new Set(listFrames(clip).map((f) => f.offset));

  it('finds the next real frame boundary from any cut in the stream', () => {
    for (const cut of [1, 100, 417, 5000, 12_345, 100_001, 200_000]) {
      const slice = clip.subarray(cut, cut + 8000);
      const offset = findFrameAlignment(slice);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(boundaries.has(cut + offset), `cut ${cut}`).toBe(true);
      // and it is the first boundary after the cut
      const firstBoundary = [...boundaries].filter((b) => b >= cut).sort((a, b) => a - b)[0];
      expect(cut + offset).toBe(firstBoundary);
    }
  });

  it('is not fooled by a lone sync pattern in the data', () => {
    const fake = new Uint8Array(2000);
    fake.set([0xff, 0xfb, 0x90, 0x64], 10); // a valid-looking header, but no frame follows
    fake.set(clip.subarray(0, 1500), 500);
    expect(findFrameAlignment(fake)).toBe(500);
  });

  it('answers -1 when three frames do not fit', () => {
    expect(findFrameAlignment(clip.subarray(0, 800))).toBe(-1);
    expect(findFrameAlignment(new Uint8Array(4096))).toBe(-1);
  });
});
