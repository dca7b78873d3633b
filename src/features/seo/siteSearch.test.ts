// @vitest-environment node
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { openSearchXml, websiteJsonLd } from './siteSearch';

describe('site search for browsers and search engines', () => {
  it('gives Home a WebSite with a SearchAction on /search', () => {
    const site = websiteJsonLd();
    const action = site.potentialAction as { '@type': string; target: { urlTemplate: string }; 'query-input': string };
    expect(action['@type']).toBe('SearchAction');
    expect(action.target.urlTemplate).toMatch(/^https?:\/\/[^/]+\/search\?q=\{search_term_string\}$/);
    expect(action['query-input']).toBe('required name=search_term_string');
  });

  it('describes the search in OpenSearch', () => {
    const doc = new XMLParser({ ignoreAttributes: false }).parse(openSearchXml()) as {
      OpenSearchDescription: { ShortName: string; Url: { '@_type': string; '@_template': string }[] };
    };
    expect(doc.OpenSearchDescription.ShortName).toBe('Dallas Local');
    const html = doc.OpenSearchDescription.Url.find((u) => u['@_type'] === 'text/html');
    expect(html?.['@_template']).toMatch(/^https?:\/\/[^/]+\/search\?q=\{searchTerms\}$/);
  });
});
