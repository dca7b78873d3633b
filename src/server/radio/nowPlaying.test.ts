// @vitest-environment node
import { cachedNowPlaying, readNowPlaying } from './nowPlaying';

const source = (over: Record<string, unknown>) => ({
  listenurl: 'http://127.0.0.1:8076/live',
  server_name: 'Dallas Local FM',
  listeners: 1,
  ...over,
});

describe('readNowPlaying', () => {
  it("reads the mount's title and station from Icecast's status", () => {
    expect(readNowPlaying({ icestats: { source: source({ title: 'Morning Drive' }) } }, '/live')).toEqual({
      title: 'Morning Drive',
      station: 'Dallas Local FM',
    });
  });

  it('picks the right mount among several, and joins artist and title', () => {
    const status = {
      icestats: { source: [source({ listenurl: 'http://x:8076/other', title: 'Wrong' }), source({ artist: 'The Band', title: 'Song' })] },
    };
    expect(readNowPlaying(status, '/live').title).toBe('The Band - Song');
  });

  it("ignores Icecast's placeholders and answers nulls when there is no source or no status", () => {
    expect(readNowPlaying({ icestats: { source: source({ server_name: 'Unspecified name' }) } }, '/live')).toEqual({ title: null, station: null });
    expect(readNowPlaying({ icestats: {} }, '/live')).toEqual({ title: null, station: null });
    expect(readNowPlaying(null, '/live')).toEqual({ title: null, station: null });
    expect(readNowPlaying('<html>', '/live')).toEqual({ title: null, station: null });
  });
});

describe('cachedNowPlaying', () => {
  it('asks the station at most once per period', async () => {
    let now = 0;
    const load = vi.fn(async () => ({ title: `t${load.mock.calls.length}`, station: null }));
    const get = cachedNowPlaying(load, 5000, () => now);
    expect((await get(8076)).title).toBe('t1');
    now = 4999;
    expect((await get(8076)).title).toBe('t1');
    now = 5000;
    expect((await get(8076)).title).toBe('t2');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
