import Link from 'next/link';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { site } from '@/config/site';
import type { HousePromotion as Promotion, HousePromotionId } from './housePromotions';

/**
 * Each tone's classes, whole strings so that Tailwind's scanner sees them. The icon is drawn in the
 * kicker's colour beside it in a narrow slot, and in a wide one (`@3xl:`) on a badge, whose colours
 * override the kicker's where they differ. The focus ring is the site's blue unless that blue lacks 3:1
 * against the tone (white on the red accent, ink on gold).
 */
const TONES: Record<Promotion['tone'], { box: string; kicker: string; text: string; badge: string; cta: string }> = {
  brand: {
    box: 'bg-brand text-white',
    kicker: 'text-white',
    text: 'text-white/90',
    badge: '@3xl:bg-white/10',
    cta: 'bg-white text-brand hover:bg-paper',
  },
  accent: {
    box: 'bg-accent text-white',
    kicker: 'text-white',
    text: 'text-white/95',
    badge: '@3xl:bg-white/15',
    cta: 'bg-white text-accent hover:bg-paper focus-visible:outline-white',
  },
  ink: {
    box: 'bg-ink text-white',
    kicker: 'text-amber-300',
    text: 'text-white/85',
    badge: '@3xl:bg-white/10',
    cta: 'bg-amber-300 text-ink hover:bg-amber-200',
  },
  paper: {
    box: 'border border-rule bg-paper text-ink',
    kicker: 'text-accent',
    text: 'text-muted',
    badge: '@3xl:bg-brand @3xl:text-white',
    cta: 'bg-brand text-white hover:bg-brand-dark',
  },
  gold: {
    box: 'bg-amber-300 text-ink',
    kicker: 'text-ink',
    text: 'text-ink',
    badge: '@3xl:bg-ink @3xl:text-amber-300',
    cta: 'bg-ink text-white hover:bg-brand-dark focus-visible:outline-ink',
  },
};

/** A 24 px line drawing per offer. */
const ICONS: Record<HousePromotionId, string> = {
  newsletter: 'M3 6h18v12H3zM3 7l9 6 9-6',
  radio: 'M4 9h16v11H4zM7 4l11 5M9 14.5a1.5 1.5 0 1 0 .01 0M14 13h3M14 16h3',
  events: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  donate: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  advertise: 'M3 10v4h4l8 5V5l-8 5H3zM18 9a4 4 0 0 1 0 6',
  tips: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z',
  books: 'M4 19V5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h13',
  community: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6M2 20c0-3 3-5 6-5s6 2 6 5M16 15c3 0 6 2 6 5',
  about: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 8h3v9a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  submitEvent: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 13v5M9.5 15.5h5',
};

/**
 * One of the site's own offers, drawn like a display ad that fills its slot's ad area whatever its
 * size: stacked in a sidebar or row banner, laid out in a line in a wide strip (container queries).
 * Server-rendered; it sits under the network's `ins` and shows whenever that is not filled. Its fixed
 * layout is in the `promo-*` component classes of globals.css: one grid whose cells move with the slot's
 * width, so the icon is drawn once and no wrapper is there only for layout. The markup repeats on every
 * page (the footer's offer, the ad slots, the 404 boundary in every page's React payload), and every
 * element of it is parsed, laid out and hydrated on a phone; the tone's colours stay utilities here.
 */
export function HousePromotion({ promotion, className = '' }: { promotion: Promotion; className?: string }) {
  const tone = TONES[promotion.tone];
  const ctaClass = `promo-cta ${tone.cta}`;
  return (
    <div data-house-promotion={promotion.id} className={`promo ${tone.box} ${className}`}>
      <div className="promo-body">
        {/* Drawn with `line-icon` (globals.css): its stroke is the text colour. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`line-icon promo-icon ${tone.kicker} ${tone.badge}`}>
          <path d={ICONS[promotion.id]} />
        </svg>
        <p className={`promo-kicker ${tone.kicker}`}>{promotion.kicker}</p>
        <p className="promo-headline">{promotion.headline}</p>
        <p className={`promo-text ${tone.text}`}>{promotion.text}</p>
        <div className="promo-actions">
          {promotion.external ? (
            <ExternalLink href={promotion.href} className={ctaClass}>
              {promotion.cta}
            </ExternalLink>
          ) : (
            <Link href={promotion.href} className={ctaClass}>
              {promotion.cta}
            </Link>
          )}
          <span className={`font-serif text-xs font-bold ${tone.kicker}`}>{site.name}</span>
        </div>
      </div>
    </div>
  );
}
