import type { FieldSyncDictionary } from './field-sync.nl';

/** English texts of the indicator of the network and the outbox of field work; loaded with it, for engineers only. */
export const fieldSyncEn: FieldSyncDictionary = {
  fieldSync: {
    label: 'Sending',
    online: 'Online',
    offline: 'Offline',
    serverUnreachable: 'Server unreachable',
    serverUnreachableHelp: 'your device is online, but the server does not answer; what waits is kept',
    lastSent: 'last sent {{time}}',
    refusedCount: { one: '{{count}} refused', other: '{{count}} refused' },
    allSent: 'All sent',
    sending: 'Sending…',
    waiting: { one: '{{count}} change waiting', other: '{{count}} changes waiting' },
    photo: 'photo {{number}} of {{of}}, {{percent}}%',
    signedOut: 'Sign in again to send',
    sendNow: 'Send now',
    refusedTitle: 'Not sent',
    refused: '{{what}} was refused by the server: {{reason}}',
    refusedHelp:
      'Try again once the problem is solved, or remove this inspection from this device. The rest of this inspection waits until you choose; your other changes are sent.',
    what: {
      create: 'Starting the inspection',
      save: 'A saved step',
      photo: 'A photo',
      deletePhoto: 'Removing a photo',
      signature: 'The signature',
      submit: 'Completing the inspection',
    },
    reason: {
      objectInspectedMeanwhile: 'this gate was inspected meanwhile, while you were working.',
      notFound: 'this gate or this inspection no longer exists on the server; it may have been removed.',
      noAccess: 'you no longer have access to this gate.',
    },
    meanwhileTitle: 'Inspected meanwhile',
    meanwhile:
      'Gate {{object}} was inspected by {{engineer}} on {{date}} while you were working, result: {{result}}.',
    meanwhileHelp:
      'Record yours as well (the gate then has two inspections and two reports), or remove yours from this device. Your other changes are sent.',
    someoneElse: 'someone else',
    result: { conform: 'conform', notConform: 'not conform', notPossible: 'maintenance not possible' },
    recordAsWell: 'Record mine as well',
    photoRefusedTitle: 'Photo not sent',
    photoRefused: 'The photo ‘{{kind}}’ was refused by the server: {{reason}}',
    photoRefusedHelp: {
      inWizard:
        'Remove the photo and take a new one in the inspection. The rest of the inspection is sent; completing it waits until you choose.',
      withoutPhoto:
        'The inspection was completed on this device: no photo can be added now. Remove this photo and the inspection is sent without it. Trying again only helps if the problem has been solved meanwhile.',
      needsPhoto:
        'The inspection was completed on this device and cannot be sent without this photo: the photo ‘{{kind}}’ is required, and no photo can be added now. Trying again only helps if the problem has been solved meanwhile. Otherwise remove the inspection from this device, start the gate again and take the photo anew there.',
    },
    photoKind: {
      closedGate: 'closed gate',
      typePlate: 'type plate',
      arrival: 'on arrival',
      departure: 'on departure',
      repair: 'repair',
    },
    dropPhoto: 'Remove photo',
    retry: 'Try again',
    onServer: {
      nothing: 'This inspection is not on the server: removing it leaves nothing behind there.',
      completed:
        'This inspection was already completed on the server; removing it from this device changes nothing there.',
      unreachable:
        'Removing takes the inspection off this device only; on the server it stays as it is, but you can no longer reach it.',
      open: 'Removing takes the inspection off this device only. On the server it stays open as it is there now, without what was still waiting here: whoever starts maintenance of this gate next continues that inspection.',
    },
    discard: 'Remove inspection from this device',
  },
};
