import { OFFICE_HOURS } from '@/config/constants';
import { site } from '@/config/site';

const linkClass = 'font-semibold text-brand underline-offset-4 hover:text-accent hover:underline';

/** The newsroom's address, phone, email and office hours (a description list). */
export function ContactDetails() {
  const a = site.address;
  return (
    <section aria-labelledby="contact-information" className="rounded-md border border-rule bg-white p-6 shadow-sm">
      <h2 id="contact-information" className="border-b-2 border-ink pb-2 font-serif text-xl font-bold text-ink">
        Contact Information
      </h2>
      <address className="mt-4 flex flex-col gap-4 not-italic">
        <div>
          <p className="text-xs font-bold tracking-wider text-muted uppercase">Newsroom</p>
          <p className="mt-1 text-ink">
            {a.street}
            <br />
            {a.city}, {a.region} {a.postalCode}
          </p>
        </div>
        <div>
          <p className="text-xs font-bold tracking-wider text-muted uppercase">Phone</p>
          <a href={`tel:${site.phone.tel}`} className={linkClass}>
            {site.phone.display}
          </a>
        </div>
        <div>
          <p className="text-xs font-bold tracking-wider text-muted uppercase">Email</p>
          <a href={`mailto:${site.email}`} className={`${linkClass} break-all`}>
            {site.email}
          </a>
        </div>
      </address>
      <h3 id="office-hours" className="mt-6 text-xs font-bold tracking-wider text-muted uppercase">
        Office Hours
      </h3>
      <dl aria-labelledby="office-hours" className="mt-2 divide-y divide-rule text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-ink">{OFFICE_HOURS.weekdays}</dt>
          <dd className="font-semibold text-ink">{OFFICE_HOURS.hours}</dd>
        </div>
        <div className="flex justify-between gap-4 py-2">
          <dt className="text-ink">{OFFICE_HOURS.closed}</dt>
          <dd className="font-semibold text-ink">Closed</dd>
        </div>
      </dl>
    </section>
  );
}
