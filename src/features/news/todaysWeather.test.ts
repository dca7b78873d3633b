import { describe, expect, it } from 'vitest';
import { formatDegrees, TODAYS_WEATHER } from './todaysWeather';

describe("today's weather", () => {
  it("holds SPEC.md's values", () => {
    expect(TODAYS_WEATHER).toMatchObject({ temperatureF: 78, condition: 'Sunny', highF: 82, lowF: 65, humidityPercent: 45 });
    expect(formatDegrees(TODAYS_WEATHER.temperatureF)).toBe('78°');
  });
});
