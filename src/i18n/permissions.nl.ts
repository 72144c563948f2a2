/** Dutch texts of a user's rights: the permission manager and the role form. */
export const permissionsNl = {
  permissions: {
    title: 'Rechten van {{name}}',
    intro:
      'Aangevinkt is wat de gebruiker nu mag. De rol {{role}} geeft een vaste set; per gebruiker kunt u rechten toevoegen of weghalen. Wat u niet mag wijzigen, staat grijs.',
    list: 'Rechten',
    fromRole: 'via de rol',
    granted: 'extra gegeven',
    revoked: 'weggehaald',
    save: 'Rechten opslaan',
    saved: 'Rechten opgeslagen.',
    nothingAssignable: 'U mag de rechten van deze gebruiker niet wijzigen.',
    managerIntro: 'Kies een gebruiker om zijn of haar rechten te bekijken en te wijzigen.',
    searchUser: 'Zoek een gebruiker op naam of e-mail',
    choose: 'Rechten bekijken',
    chooseFor: 'Rechten bekijken van {{name}}',
    keys: {
      Users: {
        ViewAll: 'Alle gebruikers bekijken',
        ViewOwn: 'Eigen gebruikers bekijken',
        MyAppointments: 'Mijn afspraken',
        InviteDBS: 'Medewerkers dienstverlener uitnodigen',
        Invite: 'Gebruikers uitnodigen en beheren',
      },
      Relations: {
        ViewAll: 'Alle relaties bekijken',
        View: 'Eigen relaties bekijken',
        ViewObjects: 'Installaties bekijken',
      },
      Locations: {
        ViewAll: 'Alle locaties bekijken',
        ViewOwn: 'Eigen locaties bekijken',
        EditManagement: 'Beheerder van een locatie wijzigen',
        EditLocationContact: 'Contactpersoon van een locatie wijzigen',
      },
      Documents: { ViewAll: 'Alle documenten bekijken', ViewOwn: 'Eigen documenten bekijken' },
      ServiceOrders: {
        ViewAll: 'Alle orders bekijken',
        ViewOwn: 'Eigen orders bekijken',
        Create: 'Storingen en vragen melden',
        Release: 'Orders vrijgeven',
      },
      InvoicesObjects: { ViewAll: 'Alle facturen bekijken', View: 'Eigen facturen bekijken' },
      Settings: {
        ViewSettings: 'Instellingen',
        ViewDBSSettings: 'Instellingen dienstverlener',
        RiQLink: 'Koppeling met het ERP-systeem',
      },
      Models: { View: 'Modellen van de werkstromen bekijken' },
      Account: { ViewAccount: 'Eigen account' },
      ServiceObjects: {
        ViewContact: 'Contactgegevens bij installaties',
        ViewProperties: 'Eigenschappen alleen voor de dienstverlener',
      },
      Maintenance: { Inspect: 'Onderhoudsinspecties uitvoeren' },
      Appointments: { Plan: 'Aangevraagde bezoeken inplannen of afwijzen' },
      Quotations: { Accept: 'Offertes akkoorden, afwijzen of vragen stellen' },
    },
  },
  editUser: {
    title: 'Rol wijzigen',
    intro:
      'De rol van {{name}}. Een rol geldt voor alle klanten van deze gebruiker, niet alleen voor {{relation}}: wijzigt u hem hier, dan wijzigt hij overal.',
    currentRole: 'Huidige rol: {{role}}',
    newRole: 'Nieuwe rol',
    save: 'Rol opslaan',
    ownRole: 'U kunt de rol van uw eigen gebruiker niet wijzigen.',
    unknownUser: 'Deze gebruiker hoort niet bij deze relatie.',
    back: 'Terug naar de gebruikers',
  },
};
