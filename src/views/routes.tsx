import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Login } from './auth/Login';
import { RequireSession, SignedOutOnly } from './guards';
import { lazyScreen, lazyWithTexts } from './ui/lazy-screen';
import { LoadingIndicator } from './ui/Spinner';

// The screens reached from a mail link load when opened: the login screen is what most visits need first.
const ForgotPassword = lazyScreen(() => import('./auth/ForgotPassword'), 'ForgotPassword');
const ResetPassword = lazyScreen(() => import('./auth/ResetPassword'), 'ResetPassword');
const Registration = lazyScreen(() => import('./auth/Registration'), 'Registration');
// Everything behind sign-in loads once someone is signed in: the login screen downloads only its own code.
const SignedInRoutes = lazy(() => lazyWithTexts(() => import('./signed-in-routes')));
// The public page of a gate, reached from its QR sticker without an account.
const PublicObjectPage = lazyScreen(() => import('./failures/PublicObjectPage'), 'PublicObjectPage');

/** The route tree of spec section 2: the signed-out screens here, the rest in `signed-in-routes.tsx`. */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Switch>
        <Route path="/login">
          <SignedOutOnly>
            <Login />
          </SignedOutOnly>
        </Route>
        <Route path="/forgotpassword" component={ForgotPassword} />
        <Route path="/resetpassword" component={ResetPassword} />
        <Route path="/registration" component={Registration} />
        <Route path="/object/:access/:id" component={PublicObjectPage} />
        <Route path="/buildings">
          <Redirect to="/" replace />
        </Route>
        <Route>
          <RequireSession>
            <SignedInRoutes />
          </RequireSession>
        </Route>
      </Switch>
    </Suspense>
  );
}
