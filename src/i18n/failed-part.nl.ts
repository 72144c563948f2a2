/**
 * Dutch texts of the page shown when a part of the portal fails (an error boundary, issue 27). They come with
 * the first screen, which can fail too.
 */
export const failedPartNl = {
  failedPart: {
    title: 'Dit deel van het portaal werkt niet',
    text: 'Er ging iets mis bij het tonen van deze pagina. De fout is aan ons doorgegeven. Laad de pagina opnieuw of ga naar de startpagina.',
    toHome: 'Naar de startpagina',
    reload: 'Pagina opnieuw laden',
  },
};
