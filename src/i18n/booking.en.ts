import type { BookingDictionary } from './booking.nl';

/** English texts of booking shown beyond its screens (the menu, an object's button, appointment lists) and of the date picker. */
export const bookingEn: BookingDictionary = {
  booking: {
    nav: { book: 'Book a visit', requested: 'Requested visits' },
    fromObject: 'Book a visit',
    dayParts: {
      morning: 'Morning',
      afternoon: 'Afternoon',
      anyTime: 'Any time',
    },
    states: {
      requested: 'Requested',
      planned: 'Planned',
      declined: 'Declined',
    },
  },
  datePicker: {
    open: 'Open calendar',
    previous: 'Previous month',
    next: 'Next month',
    tooEarly: 'Choose a date from {{date}} on',
    tooLate: 'Choose a date up to {{date}}',
    unavailable: 'This date cannot be chosen',
  },
};
