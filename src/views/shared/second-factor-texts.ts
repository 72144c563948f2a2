import { secondFactorStepEn } from '../../i18n/second-factor-step.en';
import { secondFactorStepNl } from '../../i18n/second-factor-step.nl';
import { addTexts } from '../../i18n/store';

// The second step's texts arrive with it (and with the account screen): the login screen does not carry them.
addTexts({ nl: secondFactorStepNl, en: secondFactorStepEn });
