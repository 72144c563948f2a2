import { permissionsEn } from '../../i18n/permissions.en';
import { permissionsNl } from '../../i18n/permissions.nl';
import { addTexts } from '../../i18n/store';

// A user's rights bring their texts with them: home after sign-in does not carry them.
addTexts({ nl: permissionsNl, en: permissionsEn });
