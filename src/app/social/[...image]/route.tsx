import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/config/site';
import { cardSegments, illustrationForCard, SOCIAL_CARD } from '@/features/seo/socialImage';

/** Every card is rendered once, at build time; a path that names no illustration is a 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;

const imagesDir = path.join(process.cwd(), 'public', 'images');

/** The illustrations a page can name as its image (the book placeholder is never one). */
async function illustrations(): Promise<string[]> {
  const files = await readdir(imagesDir, { recursive: true });
  return files
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.svg') && file !== 'book-placeholder.svg');
}

export async function generateStaticParams() {
  return (await illustrations()).map((file) => ({ image: cardSegments(file) }));
}

/** `/social/stories/x.png`: the illustration, cropped to 1200 × 630, with the masthead's name on a band. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const file = illustrationForCard((await params).image);
  if (!file) return new Response('Not found', { status: 404 });
  const svg = await readFile(path.join(imagesDir, file));
  return new ImageResponse(
    (
      <div style={{ display: 'flex', position: 'relative', width: '100%', height: '100%', background: '#0b2d4f' }}>
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
            background: '#0b2d4f',
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
