import type { accountSecurityNl } from './account-security.nl';

/** Texts of the account page about where you are signed in and about the calendar address. */
export const accountSecurityEn: typeof accountSecurityNl = {
  sessions: {
    title: 'Where you are signed in',
    intro:
      'The browsers and devices you are signed in on now. Do you not recognise one? End that session and choose a new password.',
    thisDevice: 'This device',
    unknownBrowser: 'Unknown browser',
    browserOn: '{{browser}} on {{device}}',
    address: 'Address',
    unknownAddress: 'unknown',
    firstUsed: 'Signed in',
    lastUsed: 'Last used',
    end: 'End session',
    endLabel: 'End session: {{name}}',
    ended: 'The session has ended.',
    endOthers: 'Sign out everywhere else',
    othersEnded: 'Your other sessions have ended.',
    noOthers: 'You are not signed in anywhere else.',
    empty: 'There are no sessions to show.',
  },
  calendarFeed: {
    title: 'Appointments in your own calendar',
    intro:
      'A personal calendar address (iCalendar) with your appointments and booked visits. Subscribe to it in Outlook, Google Calendar or Apple Calendar; the calendar fetches changes itself.',
    introEngineer: 'For engineers: your own work.',
    introCustomer: 'For customers: the visits at your locations.',
    none: 'You do not have a calendar address yet.',
    make: 'Make a calendar address',
    madeOn: 'Your calendar address was made on {{date}}.',
    lastRead: 'Last fetched by a calendar: {{date}}.',
    notReadYet: 'Not fetched by a calendar yet.',
    renew: 'Make a new address',
    renewHint: 'When you make a new address, the old one stops working at once.',
    remove: 'Remove address',
    removed: 'The calendar address has been removed. Calendars subscribed to it get no more appointments.',
    made: 'Your new calendar address is ready.',
    urlLabel: 'Your calendar address',
    urlHint:
      'Copy it now: it is shown only once. Keep it secret, as anyone with this address sees your appointments.',
    copy: 'Copy address',
    copied: 'The address has been copied.',
    copyFailed: 'Copying did not work. Select the address and copy it yourself.',
    howTo:
      'In Outlook: Add calendar › Subscribe from web. In Google Calendar: Other calendars › From URL. In Apple Calendar: File › New Calendar Subscription.',
  },
};
