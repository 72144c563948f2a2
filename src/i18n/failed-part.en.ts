import type { failedPartNl } from './failed-part.nl';

/** English texts of the page shown when a part of the portal fails (an error boundary, issue 27). */
export const failedPartEn: typeof failedPartNl = {
  failedPart: {
    title: 'This part of the portal failed',
    text: 'Something went wrong while showing this page. The error has been reported to us. Reload the page or go to the home page.',
    toHome: 'To the home page',
    reload: 'Reload the page',
  },
};
