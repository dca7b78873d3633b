import { describe, expect, it } from 'vitest';
import { hasWellFormedPath, refusingMalformedPaths } from './wellFormedPath';

describe('hasWellFormedPath', () => {
  it('accepts plain and correctly escaped paths', () => {
    expect(hasWellFormedPath('http://x.test/api/stories')).toBe(true);
    expect(hasWellFormedPath('http://x.test/api/stories/caf%C3%A9%20x')).toBe(true);
  });

  it.each(['%', '%Z', '%E0%A4%A', '%C0%AF', '%FF%FE', '%ED%A0%80'])('refuses /api/stream/%s', (tail) => {
    expect(hasWellFormedPath(`http://x.test/api/stream/${tail}`)).toBe(false);
  });
});

describe('refusingMalformedPaths', () => {
  const handler = refusingMalformedPaths(async (request: Request) => new Response(new URL(request.url).pathname));

  it('answers 400 without calling the handler when the path does not decode', async () => {
    const response = await handler(new Request('http://x.test/api/stream/%'));
    expect(response.status).toBe(400);
  });

  it('passes a well-formed request on', async () => {
    const response = await handler(new Request('http://x.test/api/stories'));
    expect(await response.text()).toBe('/api/stories');
  });
});
