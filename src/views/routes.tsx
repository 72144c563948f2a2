import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { type Readable, readers } from '../../contract/permissions';
import { MyAppointments } from './appointments/MyAppointments';
import { ForgotPassword } from './auth/ForgotPassword';
import { Login } from './auth/Login';
import { Registration } from './auth/Registration';
import { ResetPassword } from './auth/ResetPassword';
import { BuildingPage } from './buildings/BuildingPage';
import { RelationPage } from './buildings/RelationPage';
import { ContractDetails } from './contracts/ContractDetails';
import { ContactPage } from './failures/ContactPage';
import { FailureReports } from './failures/FailureReports';
import { PublicObjectPage } from './failures/PublicObjectPage';
import { StickerPage } from './failures/StickerPage';
import { RequirePermission, RequireSession, SignedOutOnly } from './guards';
import { Home } from './home/Home';
import { InvoiceDetails } from './invoices/InvoiceDetails';
import { NotFound } from './NotFound';
import { ObjectDetails } from './objects/ObjectDetails';
import { JobOrderDetails } from './orders/JobOrderDetails';
import { QuotationDetails } from './quotations/QuotationDetails';
import { QuotationsPage } from './quotations/QuotationsPage';
import { settingsRoutes } from './settings-routes';
import { type PlaceParams, placePath } from './shared/paths';
import { Shell } from './shell/Shell';

/** A page for whoever may read each of these (any one permission of each kind, as the API decides). */
function Readers({ of, children }: { of: Readable[]; children: ReactNode }) {
  const [first, ...rest] = of;
  if (!first) return children;
  return (
    <RequirePermission anyOf={readers[first]}>
      <Readers of={rest}>{children}</Readers>
    </RequirePermission>
  );
}

/** The inspection index has no page of its own: it goes back to its object. */
function ToParent() {
  return <Redirect to={placePath(useParams<PlaceParams>())} replace />;
}

/**
 * Under a relation, a building or an object: the object may be left out of the address (spec section 2),
 * and so may the building for what belongs to the relation as a whole (its contracts, invoices and
 * quotations), so `/buildings/{id}/invoices/{invoiceId}` and `/buildings/{id}/{buildingId}/{objectId}/invoices/
 * {invoiceId}` show the same invoice in their own place.
 */
const under = (rest: string) => `/buildings/:id/:buildingId?/:objectId?/${rest}`;

/**
 * The route tree of spec section 2, in one place. A route is registered when its screen exists; the
 * others (contact, account, settings, dbssettings, allusers, edituser, book, object, permission-manager,
 * direct-maintenance, the building's edit pages and the inspection) arrive with their screens.
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
      <Route path="/object/:access/:id" component={PublicObjectPage} />
      <Route path="/buildings">
        <Redirect to="/" replace />
      </Route>
      <Route>
        <RequireSession>
          <Shell>
            <Switch>
              {settingsRoutes()}
              <Route path="/" component={Home} />
              <Route path="/contact" component={ContactPage} />
              <Route path="/failures">
                <RequirePermission anyOf={['Relations.ViewAll']}>
                  <FailureReports />
                </RequirePermission>
              </Route>
              <Route path="/appointments">
                <Readers of={['myAppointments']}>
                  <MyAppointments />
                </Readers>
              </Route>
              <Route path={under('invoices/:invoiceId')}>
                <Readers of={['relations', 'invoices']}>
                  <InvoiceDetails />
                </Readers>
              </Route>
              <Route path={under('orders/:joborderId')}>
                <Readers of={['relations', 'orders']}>
                  <JobOrderDetails />
                </Readers>
              </Route>
              <Route path={under('contracts/:contractId')}>
                <Readers of={['relations', 'invoices']}>
                  <ContractDetails />
                </Readers>
              </Route>
              <Route path={under('quotations/:quotationId')}>
                <Readers of={['relations', 'orders']}>
                  <QuotationDetails />
                </Readers>
              </Route>
              <Route path={under('quotations')}>
                <Readers of={['relations', 'orders']}>
                  <QuotationsPage />
                </Readers>
              </Route>
              <Route path="/buildings/:id/:buildingId/stickers">
                <RequirePermission anyOf={['Relations.ViewAll']}>
                  <StickerPage />
                </RequirePermission>
              </Route>
              <Route path="/buildings/:id/:buildingId/:objectId/inspection" component={ToParent} />
              <Route path="/buildings/:id/:buildingId/:objectId">
                <Readers of={['relations', 'objects']}>
                  <ObjectDetails />
                </Readers>
              </Route>
              <Route path="/buildings/:id/:buildingId">
                <Readers of={['relations']}>
                  <BuildingPage />
                </Readers>
              </Route>
              <Route path="/buildings/:id">
                <Readers of={['relations']}>
                  <RelationPage />
                </Readers>
              </Route>
              <Route component={NotFound} />
            </Switch>
          </Shell>
        </RequireSession>
      </Route>
    </Switch>
  );
}
