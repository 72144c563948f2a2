/** What a list shows while nothing is chosen in it (never react-aria's "Select an item"). */
export const chooseEn = {
  choose: {
    location: 'Choose a location',
    object: 'Choose a gate',
    relation: 'Choose a relation',
    customer: 'Choose a customer',
    role: 'Choose a role',
    language: 'Choose a language',
    engineer: 'Choose an engineer',
    answer: 'Choose an answer',
    status: 'Choose a status',
  },
};
