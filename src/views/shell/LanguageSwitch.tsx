import { type Locale, locales, useI18n } from '../../i18n';
import { ToggleButtonGroup } from '../ui/ToggleButtonGroup';
import { Flag } from './Flag';

/** The nl and en flags; a press changes every text at once, without a reload. */
export function LanguageSwitch() {
  const { t, locale, setLocale } = useI18n();
  return (
    <ToggleButtonGroup
      label={t('nav.language')}
      selected={locale}
      onChange={(id) => setLocale(id as Locale)}
      options={locales.map((l) => ({ id: l, label: t(`nav.languages.${l}`), content: <Flag locale={l} /> }))}
    />
  );
}
