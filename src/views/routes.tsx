import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ForgotPassword } from './auth/ForgotPassword';
import { Login } from './auth/Login';
import { Registration } from './auth/Registration';
import { ResetPassword } from './auth/ResetPassword';
import { RequireSession, SignedOutOnly } from './guards';
import { LoadingIndicator } from './ui/Spinner';

// Everything behind sign-in loads once someone is signed in: the login screen downloads only its own code.
const SignedInRoutes = lazy(() => import('./signed-in-routes'));
// The public page of a gate, reached from its QR sticker without an account.
const PublicObjectPage = lazy(() =>
  import('./failures/PublicObjectPage').then((module) => ({ default: module.PublicObjectPage })),
);

/** The route tree of spec section 2: the signed-out screens here, the rest in `signed-in-routes.tsx`. */
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
      <Route path="/object/:access/:id">
        <Suspense fallback={<LoadingIndicator />}>
          <PublicObjectPage />
        </Suspense>
      </Route>
      <Route path="/object/:access/:id" component={PublicObjectPage} />
      <Route path="/buildings">
        <Redirect to="/" replace />
      </Route>
      <Route>
        <RequireSession>
          <Suspense fallback={<LoadingIndicator />}>
            <SignedInRoutes />
          </Suspense>
        </RequireSession>
      </Route>
    </Switch>
  );
}
