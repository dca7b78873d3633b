import { site } from '@/config/site';

/** The element between the two top banners on wide screens: how to advertise with the paper. */
export function AdvertiseNote() {
  return (
    <div className="flex flex-col items-center justify-center gap-1 rounded-md border border-rule bg-white p-5 text-center">
      <p className="font-serif text-lg font-bold text-ink">Advertise with {site.name}</p>
      <p className="text-sm text-muted">Reach Dallas readers every week. Use the form below with the subject “Advertising”.</p>
    </div>
  );
}
