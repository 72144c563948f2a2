import type { DayPart, RequestState } from '../../contract/booking';
import type { Widen } from './widen';

/** Dutch texts of booking shown beyond its screens (the menu, an object's button, appointment lists) and of the date picker. */
export const bookingNl = {
  booking: {
    nav: { book: 'Bezoek aanvragen', requested: 'Aangevraagde bezoeken' },
    fromObject: 'Bezoek aanvragen',
    dayParts: {
      morning: 'Ochtend',
      afternoon: 'Middag',
      anyTime: 'Maakt niet uit',
    } satisfies Record<DayPart, string>,
    states: {
      requested: 'Aangevraagd',
      planned: 'Ingepland',
      declined: 'Afgewezen',
    } satisfies Record<RequestState, string>,
  },
  datePicker: {
    open: 'Kalender openen',
    previous: 'Vorige maand',
    next: 'Volgende maand',
    tooEarly: 'Kies een datum vanaf {{date}}',
    tooLate: 'Kies een datum tot en met {{date}}',
    unavailable: 'Deze datum kan niet gekozen worden',
  },
};

/** The English texts have exactly this shape. */
export type BookingDictionary = Widen<typeof bookingNl>;
