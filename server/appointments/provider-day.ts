/**
 * "Today" is the provider's day, not the server's: engineers and customers are in the Netherlands while the
 * server may run in UTC, and an appointment at 00:30 Dutch time belongs to that Dutch day.
 */
const PROVIDER_TIME_ZONE = 'Europe/Amsterdam';

/** Making a formatter costs far more than using one, and every list of today's appointments needs three. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function localDate(at: Date, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    /** The zone's offset from UTC at `at`, in milliseconds. */
    offset:
      Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) -
      Math.floor(at.getTime() / 1000) * 1000,
  };
}

/** The instant a local calendar day starts in the zone. */
function startOfLocalDay(year: number, month: number, day: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // The offset at the guess is the offset at midnight except within hours of a DST switch, never at midnight.
  return new Date(utcMidnight - localDate(new Date(utcMidnight), timeZone).offset);
}

/**
 * The provider's calendar day at `now`, as noon of that day in the server's own zone: its getFullYear, getMonth
 * and getDate read the provider's day (after 23:00 UTC it is already tomorrow in the Netherlands).
 */
export function providerDay(now = new Date(), timeZone = PROVIDER_TIME_ZONE): Date {
  const { year, month, day } = localDate(now, timeZone);
  return new Date(year, month - 1, day, 12);
}

/** Where today starts and tomorrow starts, in the provider's time zone. */
export function dayBounds(now = new Date(), timeZone = PROVIDER_TIME_ZONE) {
  const { year, month, day } = localDate(now, timeZone);
  return {
    todayStart: startOfLocalDay(year, month, day, timeZone),
    tomorrowStart: startOfLocalDay(year, month, day + 1, timeZone),
  };
}
