import 'server-only';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { brandColors, site } from '@/config/site';
import { SOCIAL_CARD } from './socialImage';

const imagesDir = path.join(process.cwd(), 'public', 'images');

/** The illustrations a page can name as its image, relative to public/images (the book placeholder is never one). */
export async function socialCardIllustrations(): Promise<string[]> {
  const files = await readdir(imagesDir, { recursive: true });
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.svg') && file !== 'book-placeholder.svg');
}

/** An illustration (`stories/x.svg`) as a 1200 × 630 PNG card, cropped, with the masthead's name on a band. */
export async function renderSocialCard(illustration: string): Promise<ImageResponse> {
  const svg = await readFile(path.join(imagesDir, illustration));
  return new ImageResponse(
    (
      <div style={{ display: 'flex', position: 'relative', width: '100%', height: '100%', background: brandColors.brand }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- rendered into a PNG by next/og, not a page */}
        <img
          src={`data:image/svg+xml;base64,${svg.toString('base64')}`}
          alt=""
          width={SOCIAL_CARD.width}
          height={SOCIAL_CARD.height}
          style={{ objectFit: 'cover' }}
        />
        <div
          style={{
            position: 'absolute',
            left: 0,
            bottom: 48,
            display: 'flex',
            padding: '14px 32px',
            background: brandColors.brand,
            color: '#ffffff',
            fontSize: 44,
          }}
        >
          {site.name}
        </div>
      </div>
    ),
    SOCIAL_CARD,
  );
}
