import { type ReactNode, Suspense } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { type Readable, readers } from '../../contract/permissions';
import { NotAuthorized } from './NotAuthorized';
import { RequirePermission } from './require-permission';
import { settingsRoutes } from './settings-routes';
import { NotFound } from './shared/NotFound';
import { accountChangePath, accountPath, type PlaceParams, placePath } from './shared/paths';
import { useMayBook } from './shared/readers';
import { Shell } from './shell/Shell';
import { AriaProviders } from './ui/aria-providers';
import { lazyScreen } from './ui/lazy-screen';
import { LoadingIndicator } from './ui/Spinner';

const AccountPage = lazyScreen(() => import('./account/AccountPage'), 'AccountPage');
const ChangeAccount = lazyScreen(() => import('./account/ChangeAccount'), 'ChangeAccount');
const MyAppointments = lazyScreen(() => import('./appointments/MyAppointments'), 'MyAppointments');
const BookVisit = lazyScreen(() => import('./booking/BookVisit'), 'BookVisit');
const RequestedVisits = lazyScreen(() => import('./booking/RequestedVisits'), 'RequestedVisits');
const BuildingPage = lazyScreen(() => import('./buildings/BuildingPage'), 'BuildingPage');
const RelationPage = lazyScreen(() => import('./buildings/RelationPage'), 'RelationPage');
const ContractDetails = lazyScreen(() => import('./contracts/ContractDetails'), 'ContractDetails');
const ContactPage = lazyScreen(() => import('./failures/ContactPage'), 'ContactPage');
const FailureReports = lazyScreen(() => import('./failures/FailureReports'), 'FailureReports');
const StickerPage = lazyScreen(() => import('./failures/StickerPage'), 'StickerPage');
const Home = lazyScreen(() => import('./home/Home'), 'Home');
const InvoiceDetails = lazyScreen(() => import('./invoices/InvoiceDetails'), 'InvoiceDetails');
const ObjectDetails = lazyScreen(() => import('./objects/ObjectDetails'), 'ObjectDetails');
const JobOrderDetails = lazyScreen(() => import('./orders/JobOrderDetails'), 'JobOrderDetails');
const QuotationDetails = lazyScreen(() => import('./quotations/QuotationDetails'), 'QuotationDetails');
const QuotationsPage = lazyScreen(() => import('./quotations/QuotationsPage'), 'QuotationsPage');
const QuotationReview = lazyScreen(() => import('./quotations/QuotationReview'), 'QuotationReview');

// The inspection wizard and its libraries (signature pad, image store) load only when an engineer opens it.
const InspectionPage = lazyScreen(() => import('./inspection/InspectionPage'), 'default');
const DirectMaintenance = lazyScreen(() => import('./inspection/DirectMaintenance'), 'default');
/** The viewer and its layout library are large and only QA needs them. */
const ModelsPage = lazyScreen(() => import('./models/ModelsPage'), 'default');

/** A screen for provider staff who walk inspections. */
function Inspector({ children }: { children: ReactNode }) {
  return <RequirePermission anyOf={['Maintenance.Inspect']}>{children}</RequirePermission>;
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
 * sign-in, so the login screen never downloads it, and each screen loads when it is first opened. A route is registered when its screen exists; the
 * others (contact) arrive with their screens.
 */
export default function SignedInRoutes() {
  return (
    <AriaProviders>
      <Shell>
        <Suspense fallback={<LoadingIndicator />}>
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
            <Route path="/quotations">
              <RequirePermission anyOf={['ServiceOrders.ViewAll']}>
                <QuotationReview />
              </RequirePermission>
            </Route>
            <Route path="/models/:machineId?">
              <RequirePermission anyOf={['Models.View']}>
                <ModelsPage />
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
        </Suspense>
      </Shell>
    </AriaProviders>
  );
}
