import { secondFactorRuleEn } from '../../i18n/second-factor-rule.en';
import { secondFactorRuleNl } from '../../i18n/second-factor-rule.nl';
import { addTexts } from '../../i18n/store';

// The rule's texts arrive with the relation settings: home after sign-in does not carry them.
addTexts({ nl: secondFactorRuleNl, en: secondFactorRuleEn });
