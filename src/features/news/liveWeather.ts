import { z } from 'zod';
import { SITE_TIME_ZONE } from '@/config/constants';
import { dallasNow } from '@/features/seo/dallasTime';
import { TODAYS_WEATHER } from './todaysWeather';

/**
 * The weather card's data from the National Weather Service API, checked at the boundary and shaped
 * by small pure functions: current conditions at Love Field and today's high and low from the
 * forecast. Anything missing or unexpected gives null, and the card shows typical values instead.
 */

const pointResponse = z.object({
  properties: z.object({ gridId: z.string().regex(/^[A-Z]{3}$/), gridX: z.number().int().nonnegative(), gridY: z.number().int().nonnegative() }),
});

const quantity = z.object({ value: z.number().nullable() });

const observationResponse = z.object({
  properties: z.object({
    timestamp: z.string().datetime({ offset: true }),
    textDescription: z.string(),
    temperature: quantity.extend({ unitCode: z.string() }),
    relativeHumidity: quantity.optional(),
  }),
});

const forecastResponse = z.object({
  properties: z.object({
    periods: z.array(
      z.object({
        startTime: z.string().datetime({ offset: true }),
        isDaytime: z.boolean(),
        temperature: z.number(),
        temperatureUnit: z.enum(['F', 'C']),
      }),
    ),
  }),
});

/** The forecast's path on the API for a points answer: `/gridpoints/FWD/89,104/forecast`. */
export function forecastPath(points: unknown): string | null {
  const parsed = pointResponse.safeParse(points);
  if (!parsed.success) return null;
  const { gridId, gridX, gridY } = parsed.data.properties;
  return `/gridpoints/${gridId}/${gridX},${gridY}/forecast`;
}

/** An observation older than this is not "current". */
export const MAX_OBSERVATION_AGE_MS = 2 * 60 * 60 * 1000;

export type LiveWeather = {
  kind: 'live';
  place: string;
  temperatureF: number;
  condition: string;
  /** Today's forecast high and low; null when the forecast no longer covers that part of the day. */
  highF: number | null;
  lowF: number | null;
  humidityPercent: number | null;
  /** When the station observed it (ISO 8601). */
  observedAt: string;
  /** '2:15 PM', Dallas time. */
  asOf: string;
};

export type TypicalWeather = { kind: 'typical' } & typeof TODAYS_WEATHER;

/** What `/api/weather` answers and the card shows. */
export type WeatherReport = LiveWeather | TypicalWeather;

export const TYPICAL_WEATHER: TypicalWeather = { kind: 'typical', ...TODAYS_WEATHER };

const toFahrenheit = (value: number, unit: string) => (/degC$/.test(unit) || unit === 'C' ? (value * 9) / 5 + 32 : value);

const clock = new Intl.DateTimeFormat('en-US', { timeZone: SITE_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** '2:15 PM': an instant as a Dallas wall-clock time. */
export function formatAsOf(instant: Date): string {
  return clock.format(instant).replace(/\u202f/g, ' ');
}

/**
 * Current conditions and today's high and low, or null when the observation is missing a
 * temperature, is malformed, or is older than two hours at `now`.
 */
export function shapeWeather(observation: unknown, forecast: unknown, now: Date): LiveWeather | null {
  const obs = observationResponse.safeParse(observation);
  if (!obs.success) return null;
  const { timestamp, textDescription, temperature, relativeHumidity } = obs.data.properties;
  const observedAt = new Date(timestamp);
  const age = now.getTime() - observedAt.getTime();
  if (temperature.value === null || age > MAX_OBSERVATION_AGE_MS || age < -MAX_OBSERVATION_AGE_MS) return null;

  const today = dallasNow(now).date;
  const periods = forecastResponse.safeParse(forecast).data?.properties.periods ?? [];
  const todays = periods.filter((p) => dallasNow(new Date(p.startTime)).date === today);
  const pick = (daytime: boolean) => {
    const period = todays.find((p) => p.isDaytime === daytime);
    return period ? Math.round(toFahrenheit(period.temperature, period.temperatureUnit)) : null;
  };
  const humidity = relativeHumidity?.value;
  return {
    kind: 'live',
    place: TODAYS_WEATHER.place,
    temperatureF: Math.round(toFahrenheit(temperature.value, temperature.unitCode)),
    condition: textDescription.trim() || 'Current conditions',
    highF: pick(true),
    lowF: pick(false),
    humidityPercent: humidity === null || humidity === undefined ? null : Math.round(humidity),
    observedAt: observedAt.toISOString(),
    asOf: formatAsOf(observedAt),
  };
}
