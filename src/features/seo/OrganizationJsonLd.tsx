import { JsonLd } from './JsonLd';
import { organizationJsonLd } from './jsonLd';

/** The newsroom's NewsMediaOrganization structured data (Home and About). */
export function OrganizationJsonLd() {
  return <JsonLd data={organizationJsonLd()} />;
}
