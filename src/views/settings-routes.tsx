import { Route } from 'wouter';
import { RequirePermission } from './require-permission';
import { lazyScreen } from './ui/lazy-screen';

const Outbox = lazyScreen(() => import('./provider/Outbox'), 'Outbox');
const ProviderSettings = lazyScreen(() => import('./provider/ProviderSettings'), 'ProviderSettings');
const EditLocationContact = lazyScreen(() => import('./settings/EditLocationContact'), 'EditLocationContact');
const EditManagement = lazyScreen(() => import('./settings/EditManagement'), 'EditManagement');
const SettingsIndex = lazyScreen(() => import('./settings/SettingsIndex'), 'SettingsIndex');
const SettingsUsers = lazyScreen(() => import('./settings/SettingsUsers'), 'SettingsUsers');
const AllUsers = lazyScreen(() => import('./users/AllUsers'), 'AllUsers');
const EditUser = lazyScreen(() => import('./users/EditUser'), 'EditUser');
const LocationSettings = lazyScreen(() => import('./users/LocationSettings'), 'LocationSettings');
const PermissionManager = lazyScreen(() => import('./users/PermissionManager'), 'PermissionManager');
const RelationSettings = lazyScreen(() => import('./users/RelationSettings'), 'RelationSettings');
const UserPermissions = lazyScreen(() => import('./users/UserPermissions'), 'UserPermissions');

/**
 * The routes of the settings, users and provider screens, as a list the app's one route switch takes in
 * (spec section 2). The building's edit pages come before the building's own routes would take them as an
 * object id.
 */
export function settingsRoutes() {
  return (
    <>
      <Route path="/settings">
        <RequirePermission anyOf={['Settings.ViewSettings']}>
          <SettingsIndex />
        </RequirePermission>
      </Route>
      <Route path="/settings/users">
        <RequirePermission anyOf={['Settings.ViewSettings']}>
          <SettingsUsers />
        </RequirePermission>
      </Route>
      <Route path="/settings/:id/:buildingId/permissions/:userId">
        <RequirePermission anyOf={['Settings.ViewSettings']}>
          <UserPermissions />
        </RequirePermission>
      </Route>
      <Route path="/settings/:id/:buildingId">
        <RequirePermission anyOf={['Settings.ViewSettings']}>
          <LocationSettings />
        </RequirePermission>
      </Route>
      <Route path="/settings/:id">
        <RequirePermission anyOf={['Settings.ViewSettings']}>
          <RelationSettings />
        </RequirePermission>
      </Route>
      <Route path="/edituser">
        <RequirePermission anyOf={['Settings.ViewSettings']}>
          <EditUser />
        </RequirePermission>
      </Route>
      <Route path="/permission-manager">
        <RequirePermission anyOf={['Users.ViewAll']}>
          <PermissionManager />
        </RequirePermission>
      </Route>
      <Route path="/allusers">
        <RequirePermission anyOf={['Users.ViewAll']}>
          <AllUsers />
        </RequirePermission>
      </Route>
      <Route path="/dbssettings">
        <RequirePermission anyOf={['Settings.ViewDBSSettings']}>
          <ProviderSettings />
        </RequirePermission>
      </Route>
      <Route path="/dev/mail">
        <RequirePermission anyOf={['Settings.ViewDBSSettings']}>
          <Outbox />
        </RequirePermission>
      </Route>
      <Route path="/buildings/:id/:buildingId/editManagement">
        <RequirePermission anyOf={['Locations.EditManagement']}>
          <EditManagement />
        </RequirePermission>
      </Route>
      <Route path="/buildings/:id/:buildingId/editLocationContact">
        <RequirePermission anyOf={['Locations.EditLocationContact']}>
          <EditLocationContact />
        </RequirePermission>
      </Route>
    </>
  );
}
