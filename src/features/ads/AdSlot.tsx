import Link from 'next/link';
import { AD_PLACEHOLDER_CLASS, type AdMinHeight, type AdType } from '@/config/constants';

/**
 * A banner slot with its space reserved and a visible 'Advertisement' label.
 * (Foundation version: a labelled house placeholder; the advertising feature fills it.)
 */
export function AdSlot({
  bannerId,
  minHeight = 250,
  type = 'default',
  className = '',
}: {
  bannerId: string;
  minHeight?: AdMinHeight;
  type?: AdType;
  className?: string;
}) {
  return (
    <div
      data-ad-slot=""
      data-banner-id={bannerId}
      data-ad-type={type}
      className={`flex flex-col items-stretch ${className}`}
      style={{ minHeight }}
    >
      <p className="mb-1 text-center text-[11px] font-semibold uppercase tracking-widest text-muted">Advertisement</p>
      <div
        className={`${AD_PLACEHOLDER_CLASS[type]} flex items-center justify-center rounded border border-dashed border-rule bg-[#f1efe9] text-sm text-muted`}
      >
        <Link href="/contact" className="underline decoration-dotted underline-offset-4 hover:text-ink">
          Advertise with us
        </Link>
      </div>
    </div>
  );
}
