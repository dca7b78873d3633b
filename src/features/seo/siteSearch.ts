import { site } from '@/config/site';
import { escapeXml } from './rss';
import { absoluteUrl } from './pageMetadata';
import type { JsonLdObject } from './jsonLd';

/** The search page's address with `{name}` where the terms go (OpenSearch and schema.org templates). */
export function searchUrlTemplate(name: string): string {
  return `${absoluteUrl('/search')}?q={${name}}`;
}

/** Home's WebSite object: search engines may show a search box for the site (a SearchAction). */
export function websiteJsonLd(): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.name,
    url: absoluteUrl('/'),
    publisher: { '@id': absoluteUrl('/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: searchUrlTemplate('search_term_string') },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** `/opensearch.xml`: lets browsers offer the site's search from their address bar. */
export function openSearchXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `<ShortName>${escapeXml(site.name)}</ShortName>`,
    `<Description>${escapeXml(`Search ${site.name}: stories, events, community groups and more`)}</Description>`,
    '<InputEncoding>UTF-8</InputEncoding>',
    `<Image type="image/svg+xml">${escapeXml(absoluteUrl('/icon.svg'))}</Image>`,
    `<Url type="text/html" method="get" template="${escapeXml(searchUrlTemplate('searchTerms'))}"/>`,
    `<Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(absoluteUrl('/opensearch.xml'))}"/>`,
    `<moz:SearchForm>${escapeXml(absoluteUrl('/search'))}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ].join('\n');
}
