import '@fontsource/rubik/latin-400.css';
import '@fontsource/rubik/latin-500.css';
import '@fontsource/rubik/latin-ext-400.css';
import '@fontsource/rubik/latin-ext-500.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ActorsProvider, createRootActors } from './actors';
import { I18n } from './i18n';
import { startLocale } from './i18n/store';
import { listenForBack } from './services/back-hold';
import { reportUncaughtErrors } from './services/error-report';
import { http } from './services/http';
import { tokenStore } from './services/token-store';
import { App } from './views/App';
import { LazyToasts } from './views/ui/LazyToasts';
import { announceTooManyRequests } from './views/ui/too-many-requests';

// The server's limit on requests, said in a toast wherever it is met, instead of a screen that stays empty.
http.setTooManyRequestsListener(announceTooManyRequests);
// What fails outside React's drawing (a promise nobody caught) reaches the server's log too (issue 27).
reportUncaughtErrors();
// Before the router listens: a page with unsaved edits hears Back first, and the router not at all.
listenForBack();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The language of the last visit, before anything is drawn (English is a file of its own), and the check of a
// stored login when there is one (the login screen's script carries no zod, decision 023).
Promise.all([startLocale(), tokenStore.prepare()]).then(() => {
  // Created once, outside React, so a re-render (or StrictMode's double mount) never starts a second session.
  const actors = createRootActors();
  createRoot(root).render(
    <StrictMode>
      <ActorsProvider actors={actors}>
        <I18n>
          <App />
          <LazyToasts />
        </I18n>
      </ActorsProvider>
    </StrictMode>,
  );
});
