import type { permissionsNl } from './permissions.nl';

/** English texts of a user's rights: the permission manager and the role form. */
export const permissionsEn: typeof permissionsNl = {
  permissions: {
    title: 'Permissions of {{name}}',
    intro:
      'Ticked is what the user may do now. The role {{role}} gives a fixed set; per user you can add or take away permissions. What you may not change is greyed out.',
    list: 'Permissions',
    fromRole: 'from the role',
    granted: 'given on top',
    revoked: 'taken away',
    save: 'Save permissions',
    saved: 'Permissions saved.',
    nothingAssignable: 'You may not change the permissions of this user.',
    managerIntro: 'Choose a user to see and change their permissions.',
    searchUser: 'Search a user by name or email',
    choose: 'View permissions',
    chooseFor: 'View permissions of {{name}}',
    keys: {
      Users: {
        ViewAll: 'View all users',
        ViewOwn: 'View own users',
        MyAppointments: 'My appointments',
        InviteDBS: 'Invite provider staff',
        Invite: 'Invite and manage users',
      },
      Relations: {
        ViewAll: 'View all relations',
        View: 'View own relations',
        ViewObjects: 'View service objects',
      },
      Locations: {
        ViewAll: 'View all locations',
        ViewOwn: 'View own locations',
        EditManagement: 'Edit the manager of a location',
        EditLocationContact: 'Edit the contact of a location',
      },
      Documents: { ViewAll: 'View all documents', ViewOwn: 'View own documents' },
      ServiceOrders: {
        ViewAll: 'View all orders',
        ViewOwn: 'View own orders',
        Create: 'Report failures and questions',
        Release: 'Release orders',
      },
      InvoicesObjects: { ViewAll: 'View all invoices', View: 'View own invoices' },
      Settings: {
        ViewSettings: 'Settings',
        ViewDBSSettings: 'Provider settings',
        RiQLink: 'Link with the ERP system',
      },
      Account: { ViewAccount: 'Own account' },
      Models: { View: 'View the workflow models' },
      ServiceObjects: {
        ViewContact: 'Contact details at service objects',
        ViewProperties: 'Properties for the provider only',
      },
      Maintenance: { Inspect: 'Carry out maintenance inspections' },
      Appointments: { Plan: 'Plan or decline requested visits' },
      Quotations: { Accept: 'Accept, decline or question quotations' },
    },
  },
  editUser: {
    title: 'Change role',
    intro:
      'The role of {{name}}. A role holds at every customer of this user, not only at {{relation}}: change it here and it changes everywhere.',
    currentRole: 'Current role: {{role}}',
    newRole: 'New role',
    save: 'Save role',
    ownRole: 'You cannot change the role of your own user.',
    unknownUser: 'This user does not belong to this relation.',
    back: 'Back to the users',
  },
};
