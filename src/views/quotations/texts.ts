import { quotationsEn } from '../../i18n/quotations.en';
import { quotationsNl } from '../../i18n/quotations.nl';
import { addTexts } from '../../i18n/store';

// A quotation's texts arrive with its screens: home after sign-in does not carry them.
addTexts({ nl: quotationsNl, en: quotationsEn });
