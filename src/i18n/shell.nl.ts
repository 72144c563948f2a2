/** Dutch texts of the frame around every page, the states every page can be in, and the shared controls. */
export const shellNl = {
  shell: {
    skipToContent: 'Naar de inhoud',
    chooseInSideBar: 'Kies een relatie met ‘Kies klant’ in de zijbalk om de locaties te zien.',
    noResults: 'Geen resultaten',
    updateReady: 'Er is een nieuwe versie van het portaal.',
    updateReload: 'Nu opnieuw laden',
  },
};
