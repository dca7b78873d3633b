// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, publishBenchOptions, summarize } from './publishStats.mjs';

describe('publish benchmark figures', () => {
  it('median of odd and even counts, NaN for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
  it('summarize leaves out and counts the stories never seen', () => {
    expect(summarize([800, null, 1200, 400])).toEqual({ median: 800, max: 1200, missing: 1 });
  });
});

describe('publishBenchOptions', () => {
  it('reads flags first, then the environment, with the defaults', () => {
    expect(publishBenchOptions([], { EDITOR_EMAIL: 'e@x.test', EDITOR_PASSWORD: 'secret' })).toEqual({
      baseUrl: 'http://localhost:3000',
      email: 'e@x.test',
      password: 'secret',
      count: 20,
    });
    expect(
      publishBenchOptions(['--base-url', 'http://127.0.0.1:3400/', '--email', 'a@x.test', '--password', 'p', '--count', '3'], {
        EDITOR_EMAIL: 'e@x.test',
      }),
    ).toEqual({ baseUrl: 'http://127.0.0.1:3400', email: 'a@x.test', password: 'p', count: 3 });
  });
  it('refuses a missing account or a bad count', () => {
    expect(() => publishBenchOptions([], {})).toThrow(/EDITOR_EMAIL/);
    expect(() => publishBenchOptions(['--count', '0'], { EDITOR_EMAIL: 'e', EDITOR_PASSWORD: 'p' })).toThrow(/count/);
  });
});
