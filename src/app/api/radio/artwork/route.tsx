import { otherMethods } from '@/server/http/methods';
import { ImageResponse } from 'next/og';
import { brandColors, site } from '@/config/site';

export const dynamic = 'force-static';

/** The radio's lock-screen artwork (Media Session), 512 px square, rendered once at build time. */
export function GET() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          background: `linear-gradient(135deg, ${brandColors.brand} 0%, ${brandColors.brandDark} 100%)`,
          color: 'white',
        }}
      >
        <div style={{ fontSize: 64, fontWeight: 700, letterSpacing: -1 }}>{site.name}</div>
        <div
          style={{
            marginTop: 28,
            padding: '10px 28px',
            borderRadius: 12,
            background: brandColors.accent,
            fontSize: 40,
            fontWeight: 700,
            letterSpacing: 4,
          }}
        >
          LIVE RADIO
        </div>
      </div>
    ),
    { width: 512, height: 512 },
  );
}

/** Every other method: 405 with an Allow header. */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
