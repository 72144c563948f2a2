import type { shellNl } from './shell.nl';

/** English texts of the frame around every page, the states every page can be in, and the shared controls. */
export const shellEn: typeof shellNl = {
  shell: {
    skipToContent: 'Skip to content',
    chooseInSideBar: 'Choose a relation with ‘Choose customer’ in the side bar to see its locations.',
    noResults: 'No results',
    updateReady: 'A new version of the portal is ready.',
    updateReload: 'Reload now',
  },
};
