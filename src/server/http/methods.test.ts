// @vitest-environment node
import { allowHeader, otherMethods } from './methods';

describe('otherMethods', () => {
  it('answers the methods a POST route lacks with 405 and an Allow header', async () => {
    const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
    for (const handler of [GET, PUT, PATCH, DELETE]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    }
    expect(OPTIONS().status).toBe(204);
    expect(OPTIONS().headers.get('allow')).toBe('OPTIONS, POST');
    expect(Object.keys(otherMethods(['POST'])).sort()).toEqual(['DELETE', 'GET', 'OPTIONS', 'PATCH', 'PUT']);
  });

  it('lists HEAD with GET', () => {
    expect(allowHeader(['GET'])).toBe('GET, HEAD, OPTIONS');
    expect(Object.keys(otherMethods(['GET'])).sort()).toEqual(['DELETE', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  });
});
