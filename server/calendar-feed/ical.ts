import { fromDate, toTimeZone } from '@internationalized/date';

/**
 * A minimal iCalendar writer (RFC 5545) for the calendar feed: a VCALENDAR of VEVENTs with local times in
 * Europe/Amsterdam, the zone described by its VTIMEZONE so every client reads the same hours.
 */
export const FEED_TIME_ZONE = 'Europe/Amsterdam';

/** The rules of the Dutch zone since 1996 (the EU's: last Sunday of March and of October). */
const AMSTERDAM = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Amsterdam',
  'X-LIC-LOCATION:Europe/Amsterdam',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as UTC: 20260302T073000Z. */
export const utcStamp = (at: Date) =>
  `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}T${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}Z`;

/** An instant as the wall-clock time in Amsterdam: 20260302T083000. */
export function localStamp(at: Date): string {
  const local = toTimeZone(fromDate(at, 'UTC'), FEED_TIME_ZONE);
  return `${local.year}${two(local.month)}${two(local.day)}T${two(local.hour)}${two(local.minute)}${two(local.second)}`;
}

/** The Amsterdam calendar date of an instant, and of the day after: 20260302, 20260303. */
export function localDays(at: Date): [string, string] {
  const local = toTimeZone(fromDate(at, 'UTC'), FEED_TIME_ZONE);
  const next = local.add({ days: 1 });
  return [
    `${local.year}${two(local.month)}${two(local.day)}`,
    `${next.year}${two(next.month)}${two(next.day)}`,
  ];
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped; other control characters left out. */
export const escapeText = (value: string) =>
  value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  status: 'CONFIRMED' | 'TENTATIVE';
  /** A timed event, or a whole day (a requested visit at any time of its day). */
  when: { start: Date; end: Date } | { day: Date };
}

export interface Feed {
  name: string;
  /** When the feed was made: every event's DTSTAMP. */
  stamp: Date;
  events: FeedEvent[];
}

function eventLines(event: FeedEvent, stamp: string): string[] {
  const times =
    'day' in event.when
      ? (([first, next]) => [`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${next}`])(
          localDays(event.when.day),
        )
      : [
          `DTSTART;TZID=${FEED_TIME_ZONE}:${localStamp(event.when.start)}`,
          `DTEND;TZID=${FEED_TIME_ZONE}:${localStamp(event.when.end)}`,
        ];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp}`,
    ...times,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** The whole calendar as text, CRLF line ends. */
export function writeFeed(feed: Feed): string {
  const stamp = utcStamp(feed.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Service portal//Calendar feed//NL',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${FEED_TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...AMSTERDAM,
    ...feed.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
