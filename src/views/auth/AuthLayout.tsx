import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { useDocumentTitle } from '../shared/document-title';
import { LanguageSwitch } from '../shell/LanguageSwitch';
import { useProvider } from '../shell/provider';

/**
 * The frame of the screens before sign-in: a large picture beside a narrow column with the form. The login
 * screen draws it, so it holds no react-aria control (decision 023): the provider's site is a plain link.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  const provider = useProvider();
  useDocumentTitle([title]);
  return (
    <div className="auth">
      <div className="auth__picture" aria-hidden="true" />
      <div className="auth__column">
        <header className="auth__header">
          <span className="brand">
            <img className="brand__logo" src={provider.logo} alt="" />
            <span className="brand__name">{t('app.name')}</span>
          </span>
          <LanguageSwitch />
        </header>
        <main className="auth__main">
          <h1 className="auth__title">{title}</h1>
          {children}
        </main>
        <footer className="auth__footer">
          <a className="link link--inline" href={provider.website} target="_blank" rel="noopener noreferrer">
            {t('auth.login.footer', { provider: provider.name, year: new Date().getFullYear() })}
          </a>
        </footer>
      </div>
    </div>
  );
}
