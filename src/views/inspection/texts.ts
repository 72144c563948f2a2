import { inspectionEn } from '../../i18n/inspection.en';
import { inspectionNl } from '../../i18n/inspection.nl';
import { addTexts } from '../../i18n/store';

// The wizard's texts arrive with its code: the first screen does not carry them.
addTexts({ nl: inspectionNl, en: inspectionEn });
