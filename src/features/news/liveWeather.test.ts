import { describe, expect, it } from 'vitest';
import { FIXTURE_NOW, forecastFixture, observationFixture, pointsFixture } from './fixtures/nws';
import { forecastPath, formatAsOf, shapeWeather } from './liveWeather';

describe('forecastPath', () => {
  it("builds the forecast's path from the points answer's grid", () => {
    expect(forecastPath(pointsFixture())).toBe('/gridpoints/FWD/89,104/forecast');
  });

  it('refuses anything else', () => {
    expect(forecastPath({ properties: { gridId: '../x', gridX: 1, gridY: 2 } })).toBeNull();
    expect(forecastPath('nope')).toBeNull();
  });
});

describe('shapeWeather', () => {
  it("gives current conditions in °F, today's high and low, and the time of the reading", () => {
    expect(shapeWeather(observationFixture(), forecastFixture(), FIXTURE_NOW)).toEqual({
      kind: 'live',
      place: 'Dallas, TX',
      temperatureF: 64, // 17.8 °C
      condition: 'Partly Cloudy',
      highF: 66,
      lowF: 47,
      humidityPercent: 52,
      observedAt: '2026-11-23T20:15:00.000Z',
      asOf: '2:15 PM',
    });
  });

  it("has no high once the forecast has moved on to tonight, and no forecast is not fatal", () => {
    const evening = forecastFixture();
    evening.properties.periods.shift();
    expect(shapeWeather(observationFixture(), evening, FIXTURE_NOW)).toMatchObject({ highF: null, lowF: 47 });
    expect(shapeWeather(observationFixture(), null, FIXTURE_NOW)).toMatchObject({ temperatureF: 64, highF: null, lowF: null });
  });

  it('never passes off an old reading as current', () => {
    const threeHoursAgo = new Date(FIXTURE_NOW.getTime() - 3 * 60 * 60 * 1000);
    expect(shapeWeather(observationFixture(threeHoursAgo), forecastFixture(), FIXTURE_NOW)).toBeNull();
  });

  it('gives null for a missing temperature or a malformed answer', () => {
    const noTemperature = observationFixture();
    noTemperature.properties.temperature.value = null as unknown as number;
    expect(shapeWeather(noTemperature, forecastFixture(), FIXTURE_NOW)).toBeNull();
    expect(shapeWeather({ properties: { temperature: 'warm' } }, forecastFixture(), FIXTURE_NOW)).toBeNull();
    expect(shapeWeather('<html>', forecastFixture(), FIXTURE_NOW)).toBeNull();
  });
});

describe('formatAsOf', () => {
  it('is a Dallas wall-clock time', () => {
    expect(formatAsOf(new Date('2026-11-23T20:15:00Z'))).toBe('2:15 PM');
    expect(formatAsOf(new Date('2026-07-01T14:05:00Z'))).toBe('9:05 AM'); // CDT
  });
});
