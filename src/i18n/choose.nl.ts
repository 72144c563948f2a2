/**
 * What a list shows while nothing is chosen in it: our own words for each list, never react-aria's "Selecteer
 * een item" (which says nothing about what to choose).
 */
export const chooseNl = {
  choose: {
    location: 'Kies een locatie',
    object: 'Kies een installatie',
    relation: 'Kies een relatie',
    customer: 'Kies een klant',
    role: 'Kies een rol',
    language: 'Kies een taal',
    engineer: 'Kies een monteur',
    answer: 'Kies een antwoord',
    status: 'Kies een status',
  },
};
