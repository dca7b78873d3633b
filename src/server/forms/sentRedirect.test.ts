import { describe, expect, it } from 'vitest';
import { redirectPlainPost } from './sentRedirect';

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('redirectPlainPost', () => {
  it('redirects a post sent without JavaScript (no Next-Action header) to the confirmation page', () => {
    const error = thrownBy(() => redirectPlainPost(new Headers({ 'content-type': 'multipart/form-data; boundary=x' }), '/contact/sent'));
    // Next.js's redirect error, which its action handler answers with a 303 to this address.
    expect(error).toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT;push;\/contact\/sent#sent;/) });
  });

  it("leaves a call from the page's scripts to answer in place", () => {
    expect(thrownBy(() => redirectPlainPost(new Headers({ 'Next-Action': '7f00aa' }), '/contact/sent'))).toBeUndefined();
  });
});
