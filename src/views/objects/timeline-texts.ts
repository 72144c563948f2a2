import { addTexts } from '../../i18n/store';
import { timelineEn } from '../../i18n/timeline.en';
import { timelineNl } from '../../i18n/timeline.nl';

// The timeline and the condition chart bring their texts with them: home after sign-in does not carry them.
addTexts({ nl: timelineNl, en: timelineEn });
