import { describe, expect, it } from 'vitest';
import { formatStoryDate } from './formatStoryDate';
import { formatDegrees, TODAYS_WEATHER } from './todaysWeather';

describe('formatStoryDate', () => {
  it('shows the calendar date itself, whatever the time zone', () => {
    expect(formatStoryDate('2025-05-13')).toBe('May 13, 2025');
    expect(formatStoryDate('2025-01-01')).toBe('January 1, 2025');
  });
});

describe("today's weather", () => {
  it("holds SPEC.md's values", () => {
    expect(TODAYS_WEATHER).toMatchObject({ temperatureF: 78, condition: 'Sunny', highF: 82, lowF: 65, humidityPercent: 45 });
    expect(formatDegrees(TODAYS_WEATHER.temperatureF)).toBe('78°');
  });
});
