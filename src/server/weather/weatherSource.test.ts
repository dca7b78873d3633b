// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startWeatherStub, type WeatherStub, type WeatherStubMode } from '../../../e2e/support/weatherStub';
import { FIXTURE_NOW } from '@/features/news/fixtures/nws';
import { TYPICAL_WEATHER } from '@/features/news/liveWeather';
import { createWeatherSource, type WeatherSourceOptions } from './weatherSource';

/** The tests' own loopback port for the stub API. */
const STUB_PORT = Number(process.env.WEATHER_STUB_TEST_PORT ?? 18210);

let stub: WeatherStub | null = null;
afterEach(async () => {
  await stub?.close();
  stub = null;
});

/** A source reading the stub, on a clock the test moves. */
async function setUp(mode: WeatherStubMode) {
  let now = FIXTURE_NOW;
  stub = await startWeatherStub(STUB_PORT, mode, () => now);
  const options: WeatherSourceOptions = {
    baseUrl: stub.url,
    point: '32.7767,-96.797',
    station: 'KDAL',
    userAgent: 'DallasLocal/1.0 (test)',
    // Generous, so a loaded machine never turns a good answer into a timeout; the slow stub never
    // answers, so its test shortens it.
    timeoutMs: mode === 'slow' ? 300 : 20_000,
    cacheMs: 15 * 60 * 1000,
    now: () => now,
  };
  const source = createWeatherSource(options);
  return { source, stub, options, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('weather source against a local stub of the API', () => {
  it('reachable: live conditions with the time of the reading, asked for with our User-Agent', async () => {
    const { source, stub } = await setUp('reachable');
    const report = await source.report();
    expect(report).toMatchObject({ kind: 'live', temperatureF: 64, condition: 'Partly Cloudy', highF: 66, lowF: 47, asOf: '2:15 PM' });
    expect(stub.requests.map((r) => r.path).sort()).toEqual([
      '/gridpoints/FWD/89,104/forecast',
      '/points/32.7767,-96.797',
      '/stations/KDAL/observations/latest',
    ]);
    expect(new Set(stub.requests.map((r) => r.headers['user-agent']))).toEqual(new Set(['DallasLocal/1.0 (test)']));
  });

  it('caches a good answer for 15 minutes, then asks again', async () => {
    const { source, stub, advance } = await setUp('reachable');
    await source.report();
    advance(14 * 60 * 1000);
    await source.report();
    expect(stub.requests).toHaveLength(3);
    advance(60 * 1000);
    await source.report();
    expect(stub.requests).toHaveLength(6);
  });

  it('does not show the cached reading as current once the service fails after 15 minutes', async () => {
    const { source, stub, advance } = await setUp('reachable');
    expect((await source.report()).kind).toBe('live');
    stub.mode = 'failing';
    advance(16 * 60 * 1000);
    expect(await source.report()).toEqual(TYPICAL_WEATHER);
  });

  for (const mode of ['slow', 'failing', 'malformed'] as const) {
    it(`${mode}: the typical values, labeled typical, and nothing cached`, async () => {
      const { source, stub, options } = await setUp(mode);
      expect(await source.report()).toEqual(TYPICAL_WEATHER);
      expect(stub.requests.length).toBeGreaterThan(0);
      // A failure is not remembered: the next reader's request asks again.
      stub.mode = 'reachable';
      options.timeoutMs = 20_000;
      expect((await source.report()).kind).toBe('live');
    });
  }

  it('unreachable (nothing listening): the typical values', async () => {
    const source = createWeatherSource({
      baseUrl: `http://127.0.0.1:${STUB_PORT}`,
      point: '32.7767,-96.797',
      station: 'KDAL',
      userAgent: 'DallasLocal/1.0 (test)',
      timeoutMs: 20_000,
      cacheMs: 15 * 60 * 1000,
      now: () => FIXTURE_NOW,
    });
    expect(await source.report()).toEqual(TYPICAL_WEATHER);
  });
});
