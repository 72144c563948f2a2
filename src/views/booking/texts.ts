import { bookingFormEn } from '../../i18n/booking-form.en';
import { bookingFormNl } from '../../i18n/booking-form.nl';
import { addTexts } from '../../i18n/store';

// The booking form's and the planning's texts arrive with their screens: home after sign-in does not carry them.
addTexts({ nl: bookingFormNl, en: bookingFormEn });
