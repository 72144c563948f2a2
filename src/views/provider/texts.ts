import { providerSettingsEn } from '../../i18n/provider-settings.en';
import { providerSettingsNl } from '../../i18n/provider-settings.nl';
import { addTexts } from '../../i18n/store';

// The provider's own settings bring their texts with them: home after sign-in does not carry them.
addTexts({ nl: providerSettingsNl, en: providerSettingsEn });
