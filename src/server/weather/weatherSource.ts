import { forecastPath, shapeWeather, TYPICAL_WEATHER, type LiveWeather, type WeatherReport } from '@/features/news/liveWeather';

/**
 * Reads the National Weather Service API for the weather card, and keeps a good answer for 15
 * minutes. A failed, slow or malformed answer is never cached and never replaced by an older reading:
 * the card then shows typical values, labeled so, until the service answers again.
 */

export type WeatherSourceOptions = {
  baseUrl: string;
  point: string;
  station: string;
  userAgent: string;
  timeoutMs: number;
  cacheMs: number;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  fetch?: typeof fetch;
};

/** GETs one JSON document, or throws (HTTP error, bad JSON, abort). */
async function getJson(doFetch: typeof fetch, url: string, userAgent: string, signal: AbortSignal): Promise<unknown> {
  const response = await doFetch(url, { headers: { 'User-Agent': userAgent, Accept: 'application/geo+json' }, signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** Fetches and shapes the current conditions once (all requests within one timeout); null on any failure. */
export async function loadLiveWeather(options: WeatherSourceOptions): Promise<LiveWeather | null> {
  const { baseUrl, point, station, userAgent, timeoutMs } = options;
  const doFetch = options.fetch ?? fetch;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const observationRequest = getJson(doFetch, `${baseUrl}/stations/${station}/observations/latest`, userAgent, signal);
    // Without a forecast the card still shows current conditions, with no high or low.
    const forecastRequest = getJson(doFetch, `${baseUrl}/points/${point}`, userAgent, signal)
      .then((points) => {
        const path = forecastPath(points);
        return path ? getJson(doFetch, `${baseUrl}${path}`, userAgent, signal) : null;
      })
      .catch(() => null);
    const [observation, forecast] = await Promise.all([observationRequest, forecastRequest]);
    return shapeWeather(observation, forecast, (options.now ?? (() => new Date()))());
  } catch {
    return null;
  }
}

/** A cached source: `report()` answers live weather (at most `cacheMs` old) or the typical values. */
export function createWeatherSource(options: WeatherSourceOptions) {
  const now = options.now ?? (() => new Date());
  let cached: { weather: LiveWeather; at: number } | null = null;
  let inFlight: Promise<LiveWeather | null> | null = null;

  return {
    async report(): Promise<WeatherReport> {
      if (cached && now().getTime() - cached.at < options.cacheMs) return cached.weather;
      cached = null;
      // Readers arriving together share one request.
      inFlight ??= loadLiveWeather(options).finally(() => {
        inFlight = null;
      });
      const weather = await inFlight;
      if (weather) {
        cached = { weather, at: now().getTime() };
        return weather;
      }
      return TYPICAL_WEATHER;
    },
  };
}
