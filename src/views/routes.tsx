import { Redirect, Route, Switch } from 'wouter';
import type { PermissionKey } from '../../contract/permissions';
import { ForgotPassword } from './auth/ForgotPassword';
import { Login } from './auth/Login';
import { Registration } from './auth/Registration';
import { ResetPassword } from './auth/ResetPassword';
import { RelationPage } from './buildings/RelationPage';
import { RequirePermission, RequireSession, SignedOutOnly } from './guards';
import { Home } from './home/Home';
import { NotFound } from './NotFound';
import { Shell } from './shell/Shell';

/** Whoever may see a relation (their own or every one) may open its page. */
const relationReaders: PermissionKey[] = ['Relations.View', 'Relations.ViewAll'];

/**
 * The route tree of spec section 2, in one place. A route is registered when its screen exists; the
 * others (contact, account, settings, dbssettings, allusers, edituser, book, object, permission-manager,
 * direct-maintenance, and the building, object and inspection pages) arrive with their screens.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <SignedOutOnly>
          <Login />
        </SignedOutOnly>
      </Route>
      <Route path="/forgotpassword" component={ForgotPassword} />
      <Route path="/resetpassword" component={ResetPassword} />
      <Route path="/registration" component={Registration} />
      <Route path="/buildings">
        <Redirect to="/" replace />
      </Route>
      <Route>
        <RequireSession>
          <Shell>
            <Switch>
              <Route path="/" component={Home} />
              <Route path="/buildings/:id/:buildingId?">
                <RequirePermission anyOf={relationReaders}>
                  <RelationPage />
                </RequirePermission>
              </Route>
              <Route component={NotFound} />
            </Switch>
          </Shell>
        </RequireSession>
      </Route>
    </Switch>
  );
}
