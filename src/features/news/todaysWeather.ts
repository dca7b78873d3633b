/** SPEC.md's 'Today's Weather' values, a typical May day in Dallas: shown, labeled so, when the weather service cannot be reached. */
export const TODAYS_WEATHER = {
  place: 'Dallas, TX',
  temperatureF: 78,
  condition: 'Sunny',
  highF: 82,
  lowF: 65,
  humidityPercent: 45,
} as const;

export type TodaysWeather = typeof TODAYS_WEATHER;

/** A temperature as the card shows it: '78°'. */
export function formatDegrees(fahrenheit: number): string {
  return `${Math.round(fahrenheit)}°`;
}
