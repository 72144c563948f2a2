import { lazy, type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { type Readable, readers } from '../../contract/permissions';
import { AccountPage } from './account/AccountPage';
import { ChangeAccount } from './account/ChangeAccount';
import { MyAppointments } from './appointments/MyAppointments';
import { BookVisit } from './booking/BookVisit';
import { RequestedVisits } from './booking/RequestedVisits';
import { BuildingPage } from './buildings/BuildingPage';
import { RelationPage } from './buildings/RelationPage';
import { ContractDetails } from './contracts/ContractDetails';
import { ContactPage } from './failures/ContactPage';
import { FailureReports } from './failures/FailureReports';
import { StickerPage } from './failures/StickerPage';
import { RequirePermission } from './guards';
import { Home } from './home/Home';
import { InvoiceDetails } from './invoices/InvoiceDetails';
import { NotAuthorized } from './NotAuthorized';
import { NotFound } from './NotFound';
import { ObjectDetails } from './objects/ObjectDetails';
import { JobOrderDetails } from './orders/JobOrderDetails';
import { QuotationDetails } from './quotations/QuotationDetails';
import { QuotationsPage } from './quotations/QuotationsPage';
import { settingsRoutes } from './settings-routes';
import { accountChangePath, accountPath, type PlaceParams, placePath } from './shared/paths';
import { useMayBook } from './shared/readers';
import { Shell } from './shell/Shell';
import { LoadingIndicator } from './ui/Spinner';

// The inspection wizard and its libraries (signature pad, image store) load only when an engineer opens it.
const InspectionPage = lazy(() => import('./inspection/InspectionPage'));
const DirectMaintenance = lazy(() => import('./inspection/DirectMaintenance'));
/** Loaded when first opened: the viewer and its layout library are large and only QA needs them. */
const ModelsPage = lazy(() => import('./models/ModelsPage'));

/** A lazily loaded screen for provider staff who walk inspections. */
function Inspector({ children }: { children: ReactNode }) {
  return (
    <RequirePermission anyOf={['Maintenance.Inspect']}>
      <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>
    </RequirePermission>
  );
}

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

/** Booking a visit: for customers who may create service orders and see objects. */
function Bookers({ children }: { children: ReactNode }) {
  return useMayBook() ? children : <NotAuthorized />;
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
 * The signed-in half of the route tree of spec section 2: the shell and every screen in it. It loads after
 * sign-in, so the login screen never downloads it. A route is registered when its screen exists; the
 * others (contact) arrive with their screens.
 */
export default function SignedInRoutes() {
  return (
    <Shell>
      <Switch>
        {settingsRoutes()}
        <Route path="/book/requested">
          <RequirePermission anyOf={['Appointments.Plan']}>
            <RequestedVisits />
          </RequirePermission>
        </Route>
        <Route path="/book">
          <Bookers>
            <BookVisit />
          </Bookers>
        </Route>
        <Route path="/" component={Home} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/failures">
          <RequirePermission anyOf={['Relations.ViewAll']}>
            <FailureReports />
          </RequirePermission>
        </Route>
        <Route path="/models/:machineId?">
          <RequirePermission anyOf={['Models.View']}>
            <Suspense fallback={<LoadingIndicator />}>
              <ModelsPage />
            </Suspense>
          </RequirePermission>
        </Route>
        {/* Every signed-in user (spec section 6). */}
        <Route path={accountPath} component={AccountPage} />
        <Route path={accountChangePath} component={ChangeAccount} />
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
        <Route path="/direct-maintenance">
          <Inspector>
            <DirectMaintenance />
          </Inspector>
        </Route>
        <Route path="/buildings/:id/:buildingId/:objectId/inspection/:inspectionId">
          <Readers of={['relations', 'objects']}>
            <Inspector>
              <InspectionPage />
            </Inspector>
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
  );
}
