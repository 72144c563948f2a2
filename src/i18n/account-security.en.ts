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
  secondFactorSettings: {
    title: 'Two-step verification',
    intro:
      'With two-step verification the portal asks, after your password, for a code from an authenticator app on your phone (such as Microsoft Authenticator, Google Authenticator or 1Password).',
    off: 'Two-step verification is off.',
    on: 'Two-step verification is on. You have {{count}} unused recovery codes left.',
    required: 'Two-step verification is required for your account; you cannot turn it off.',
    turnOn: 'Turn on two-step verification',
    enrolIntro: 'Scan the QR code with your authenticator app and enter the first code the app shows.',
    code: 'Code from the app',
    confirm: 'Turn on',
    renew: 'Make new recovery codes',
    renewIntro: 'Enter a code from your app. Your old recovery codes stop working.',
    makeCodes: 'Make recovery codes',
    turnOff: 'Turn off two-step verification',
    disableIntro: 'Enter your password and a code from your app to turn two-step verification off.',
    password: 'Password',
    cancel: 'Cancel',
    turnedOff: 'Two-step verification is off.',
    codesTitle: 'Keep your recovery codes',
    codesIntro:
      'A recovery code lets you in when you have lost your phone. Each code works once. Keep them somewhere safe: they are shown only once.',
    codesLabel: 'Recovery codes',
    keptCodes: 'I have kept the codes',
  },
};
