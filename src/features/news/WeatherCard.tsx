'use client';

import { useEffect, useState } from 'react';
import type { WeatherReport } from './liveWeather';
import { formatDegrees, TODAYS_WEATHER } from './todaysWeather';

/** How often an open page asks again (the server refreshes its reading every 15 minutes). */
const REFRESH_MS = 15 * 60 * 1000;

const TYPICAL: WeatherReport = { kind: 'typical', ...TODAYS_WEATHER };

function isReport(value: unknown): value is WeatherReport {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return (kind === 'live' || kind === 'typical') && typeof (value as { temperatureF?: unknown }).temperatureF === 'number';
}

function SunIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false" className="shrink-0 text-[#e0a100]">
      <circle cx="24" cy="24" r="9" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((deg) => (
          <line key={deg} x1="24" y1="5" x2="24" y2="10" transform={`rotate(${deg} 24 24)`} />
        ))}
      </g>
    </svg>
  );
}

function CloudIcon() {
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false" className="shrink-0 text-[#d5deea]">
      <path fill="currentColor" d="M15 38a9 9 0 0 1-1.2-17.9A12 12 0 0 1 37 17.5 8.5 8.5 0 0 1 36.5 38Z" />
    </svg>
  );
}

const degrees = (value: number | null | undefined) => (typeof value === 'number' ? formatDegrees(value) : '—');

/**
 * 'Today's Weather': current Dallas conditions and today's high and low from the National Weather
 * Service, read through our own `/api/weather` (the server fetches and caches the service), with the
 * time of the reading. When the service cannot be reached the card shows SPEC.md's values, labeled
 * as a typical May day in Dallas (SPEC.md's values). Every state has the same size, so nothing moves when the data arrives.
 */
export function WeatherCard() {
  const [report, setReport] = useState<WeatherReport | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      fetch('/api/weather')
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => live && setReport(isReport(body) ? body : TYPICAL))
        .catch(() => live && setReport(TYPICAL));
    load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, []);

  return (
    <>
      <WeatherView report={report} headingId="weather-heading" needsScript />
      {/* Without JavaScript the card cannot ask for the live reading: SPEC.md's values of a typical May day instead. */}
      <noscript>
        <WeatherView report={TYPICAL} headingId="weather-heading-typical" />
      </noscript>
    </>
  );
}

/** The card itself, for a report (null: still asking for it). */
function WeatherView({ report, headingId, needsScript = false }: { report: WeatherReport | null; headingId: string; needsScript?: boolean }) {
  const sunny = report ? /sunny|clear|fair/i.test(report.condition) : true;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={report === null}
      data-needs-script={needsScript ? '' : undefined}
      className="rounded-md bg-brand p-5 text-white shadow-sm"
    >
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        Today&rsquo;s Weather
      </h2>
      <p className="text-sm text-[#d5deea]">{TODAYS_WEATHER.place}</p>
      <div className="mt-4 flex items-center gap-4">
        {sunny ? <SunIcon /> : <CloudIcon />}
        <div className="min-w-0">
          <p className="font-serif text-5xl font-bold leading-none">{report ? formatDegrees(report.temperatureF) : '—°'}</p>
          <p className="mt-1 truncate text-lg">{report ? report.condition : 'Checking…'}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 border-t border-white/30 pt-4 text-center text-sm">
        <div>
          <dt className="text-[#d5deea]">High</dt>
          <dd className="text-lg font-semibold">{degrees(report?.highF)}</dd>
        </div>
        <div>
          <dt className="text-[#d5deea]">Low</dt>
          <dd className="text-lg font-semibold">{degrees(report?.lowF)}</dd>
        </div>
        <div>
          <dt className="text-[#d5deea]">Humidity</dt>
          <dd className="text-lg font-semibold">{typeof report?.humidityPercent === 'number' ? `${report.humidityPercent}%` : '—'}</dd>
        </div>
      </dl>
      <p data-testid="weather-source" className="mt-3 min-h-10 text-xs leading-5 text-[#d5deea]">
        {report === null
          ? 'Loading current conditions…'
          : report.kind === 'live'
            ? `Current conditions as of ${report.asOf}, National Weather Service.`
            : needsScript
              ? 'A typical May day in Dallas: live conditions are unavailable right now.'
              : 'A typical May day in Dallas: live conditions need JavaScript.'}
      </p>
    </section>
  );
}
