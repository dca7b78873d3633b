import { serializeJsonLd, type JsonLdObject } from './jsonLd';

/** Structured data for search engines: one `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
