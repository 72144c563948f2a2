import { type KeyboardEvent, useRef } from 'react';
import { type Locale, locales, useI18n } from '../../i18n';
import { useSession } from '../../machines/session/session.connect';
import { Flag } from './Flag';

/** Arrow keys move between the languages, as in any radio group; Home and End go to the first and last. */
const stepOf: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/**
 * The nl and en flags; a press changes every text at once, without a reload. A radio group of two buttons, as
 * react-aria's ToggleButtonGroup draws it (one tab stop, arrow keys choose), written out because the login
 * screen shows it and loads no react-aria (decision 023).
 */
export function LanguageSwitch() {
  const { t, locale, setLocale } = useI18n();
  const { languageChosen } = useSession();
  // The screen follows at once; a signed-in user's profile keeps the choice (mails, the next sign-in).
  const choose = (next: Locale) => {
    setLocale(next);
    languageChosen(next);
  };
  const buttons = useRef<Partial<Record<Locale, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const step = stepOf[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const at = locales.indexOf(locale);
    const index =
      step === 'first'
        ? 0
        : step === 'last'
          ? locales.length - 1
          : (at + step + locales.length) % locales.length;
    const next = locales[index];
    choose(next);
    buttons.current[next]?.focus();
  };
  return (
    <div role="radiogroup" aria-label={t('nav.language')} className="toggle-group" onKeyDown={onKeyDown}>
      {locales.map((l) => (
        // biome-ignore lint/a11y/useSemanticElements: a button with the radio role, as react-aria draws a toggle group: a native radio cannot be a flag
        <button
          key={l}
          ref={(element) => {
            buttons.current[l] = element;
          }}
          type="button"
          role="radio"
          aria-checked={l === locale}
          aria-label={t(`nav.languages.${l}`)}
          tabIndex={l === locale ? 0 : -1}
          className="toggle-group__button"
          onClick={() => choose(l)}
        >
          <Flag locale={l} />
        </button>
      ))}
    </div>
  );
}
