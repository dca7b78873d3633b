import { OFFICE_HOURS } from '@/config/constants';
import { site } from '@/config/site';

/** The element between the two bottom banners on wide screens: the newsroom's tip line. */
export function TipLineNote() {
  return (
    <div className="flex flex-col items-center justify-center gap-1 rounded-md border border-rule bg-white p-5 text-center">
      <p className="font-serif text-lg font-bold text-ink">A tip that cannot wait?</p>
      <p className="text-sm text-muted">
        Call the newsroom at{' '}
        <a href={`tel:${site.phone.tel}`} className="font-semibold text-brand underline underline-offset-4 hover:text-accent">
          {site.phone.display}
        </a>
        , {OFFICE_HOURS.weekdays}, {OFFICE_HOURS.hours}.
      </p>
    </div>
  );
}
