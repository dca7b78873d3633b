// @vitest-environment node
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BulkPublishForEditors, HIDE_BULK_PUBLISH_CSS } from './BulkPublishForEditors';

describe('BulkPublishForEditors', () => {
  it('hides the bulk Publish and Unpublish from a contributor', () => {
    expect(renderToStaticMarkup(<BulkPublishForEditors user={{ id: 3, role: 'contributor' }} />)).toBe(`<style>${HIDE_BULK_PUBLISH_CSS}</style>`);
  });

  it('leaves them to editors and admins', () => {
    for (const role of ['editor', 'admin'] as const) expect(renderToStaticMarkup(<BulkPublishForEditors user={{ id: 1, role }} />)).toBe('');
  });
});
