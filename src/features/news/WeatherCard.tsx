import { formatDegrees, TODAYS_WEATHER } from './todaysWeather';

function SunIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false" className="text-[#e0a100]">
      <circle cx="24" cy="24" r="9" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
          <line key={deg} x1="24" y1="5" x2="24" y2="10" transform={`rotate(${deg} 24 24)`} />
        ))}
      </g>
    </svg>
  );
}

/** The static 'Today's Weather' card (SPEC.md's sample values; no weather service is called). */
export function WeatherCard() {
  const w = TODAYS_WEATHER;
  return (
    <section aria-labelledby="weather-heading" className="rounded-md bg-brand p-5 text-white shadow-sm">
      <h2 id="weather-heading" className="font-serif text-2xl font-bold">
        Today&rsquo;s Weather
      </h2>
      <p className="text-sm text-[#d5deea]">{w.place}</p>
      <div className="mt-4 flex items-center gap-4">
        <SunIcon />
        <div>
          <p className="font-serif text-5xl font-bold leading-none">{formatDegrees(w.temperatureF)}</p>
          <p className="mt-1 text-lg">{w.condition}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-white/30 pt-4 text-center text-sm">
        <div>
          <dt className="text-[#d5deea]">High</dt>
          <dd className="text-lg font-semibold">{formatDegrees(w.highF)}</dd>
        </div>
        <div>
          <dt className="text-[#d5deea]">Low</dt>
          <dd className="text-lg font-semibold">{formatDegrees(w.lowF)}</dd>
        </div>
        <div>
          <dt className="text-[#d5deea]">Humidity</dt>
          <dd className="text-lg font-semibold">{w.humidityPercent}%</dd>
        </div>
      </dl>
    </section>
  );
}
