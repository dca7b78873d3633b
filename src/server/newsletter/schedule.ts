/**
 * When digests go out: every day at 7:00 in Dallas (America/Chicago) for daily readers, and on
 * Saturdays at 7:00 for weekly ones (the week's stories for weekend reading). A missed 7:00 (the
 * server was down) is caught up later the same day; an edition is recorded once per (frequency, date),
 * so it is never sent twice. Pure: the runner passes the clock in.
 */
export const DIGEST_TIME_ZONE = 'America/Chicago';
export const DIGEST_HOUR = 7;
/** 6 = Saturday (0 = Sunday). */
export const WEEKLY_DAY = 6;

export type Frequency = 'daily' | 'weekly';
export const frequencies: readonly Frequency[] = ['daily', 'weekly'];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The weekly digest's day, by name. */
export const WEEKLY_DAY_NAME = WEEKDAYS[WEEKLY_DAY];

/** An hour of the day as a newsroom writes it: `7 a.m.`, `noon`, `6 p.m.`, `midnight`. */
export function hourLabel(hour: number): string {
  if (hour === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
}

/** When a reader's digest arrives, in words: `every morning at 7 a.m.` or `on Saturdays at 7 a.m.`. */
export function digestWhen(frequency: Frequency): string {
  return frequency === 'weekly' ? `on ${WEEKLY_DAY_NAME}s at ${hourLabel(DIGEST_HOUR)}` : `every morning at ${hourLabel(DIGEST_HOUR)}`;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: DIGEST_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Dallas at `instant`: date `yyyy-MM-dd`, hour, and the day of the week. */
export function dallasClock(instant: Date): { date: string; hour: number; weekday: number } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  const date = `${p.year}-${p.month}-${p.day}`;
  return { date, hour: Number(p.hour), weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/** The UTC offset of Dallas at `instant`, in milliseconds (-6 h in winter, -5 h in summer). */
function offsetMs(instant: Date): number {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of 7:00 in Dallas on the Dallas date `date` (`yyyy-MM-dd`). */
export function editionInstant(date: string): Date {
  const wall = Date.parse(`${date}T${String(DIGEST_HOUR).padStart(2, '0')}:00:00Z`);
  // 7:00 is never inside a daylight-saving jump (those happen at 2:00), so one correction is exact.
  return new Date(wall - offsetMs(new Date(wall - offsetMs(new Date(wall)))));
}

export type Edition = { frequency: Frequency; date: string; from: Date; to: Date };

/** The Dallas date `days` calendar days before `date` (both `yyyy-MM-dd`). */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 24 * 60 * 60_000).toISOString().slice(0, 10);
}

/**
 * The stories an edition covers: from the previous edition's 7:00 (the day before for a daily, the
 * Saturday before for a weekly) up to its own. Across a daylight-saving change that is 23 or 25 hours,
 * so consecutive editions neither skip nor repeat a story.
 */
export function editionWindow(frequency: Frequency, date: string): Edition {
  const days = frequency === 'daily' ? 1 : 7;
  return { frequency, date, from: editionInstant(daysBefore(date, days)), to: editionInstant(date) };
}

/**
 * The editions due at `now`: today's daily once it is 7:00 or later in Dallas, and on Saturdays the
 * weekly; minus those already recorded in `sent` (keys `frequency:date`).
 */
export function dueEditions(now: Date, sent: ReadonlySet<string>): Edition[] {
  const clock = dallasClock(now);
  if (clock.hour < DIGEST_HOUR) return [];
  const due: Edition[] = [];
  for (const frequency of frequencies) {
    if (frequency === 'weekly' && clock.weekday !== WEEKLY_DAY) continue;
    if (!sent.has(editionKey(frequency, clock.date))) due.push(editionWindow(frequency, clock.date));
  }
  return due;
}

export const editionKey = (frequency: Frequency, date: string) => `${frequency}:${date}`;

/** The next daily edition after `now` (the admin's preview of tomorrow's digest). */
export function nextDailyEdition(now: Date): Edition {
  const clock = dallasClock(now);
  const date = clock.hour < DIGEST_HOUR ? clock.date : dallasClock(new Date(editionInstant(clock.date).getTime() + 26 * 60 * 60_000)).date;
  return editionWindow('daily', date);
}
