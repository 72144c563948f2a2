import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useLocation } from 'wouter';
import { useI18n } from '../../i18n';
import { intlTags } from '../../i18n/locales';

/** Whether the providers stand around this part of the page already (a lazy screen inside the shell). */
const Provided = createContext(false);

/**
 * What react-aria's controls need around them: our language (dates, numbers, their own few words) and our
 * router (their links navigate inside the app). Every screen past the first loads it beside itself; the login
 * screen draws no react-aria control, so the entry carries none of react-aria (decision 023).
 */
export function AriaProviders({ children }: { children: ReactNode }) {
  return useContext(Provided) ? children : <Providers>{children}</Providers>;
}

function Providers({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const [, navigate] = useLocation();
  return (
    <Provided.Provider value={true}>
      <I18nProvider locale={intlTags[locale]}>
        <RouterProvider navigate={(path) => navigate(path)}>{children}</RouterProvider>
      </I18nProvider>
    </Provided.Provider>
  );
}
