import { accountEn } from '../../i18n/account.en';
import { accountNl } from '../../i18n/account.nl';
import { accountSecurityEn } from '../../i18n/account-security.en';
import { accountSecurityNl } from '../../i18n/account-security.nl';
import { addTexts } from '../../i18n/store';
import '../shared/second-factor-texts';

// The account screens bring their texts with them: home after sign-in does not carry them.
addTexts({ nl: { ...accountNl, ...accountSecurityNl }, en: { ...accountEn, ...accountSecurityEn } });
