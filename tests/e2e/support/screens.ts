import type { Page } from 'playwright-core';
import type { PermissionKey } from '../../../contract/permissions';
import { mayRead, type Readable } from '../../../contract/permissions';
import { isProviderRole, type RoleName } from '../../../contract/roles';

/** One screen of the portal: where it is, and who may see it (anyone signed in when `needs` is left out). */
export interface Screen {
  name: string;
  path: string;
  /** Any one of these permissions, as the route's guard asks. */
  needs?: PermissionKey[];
  /** Or one who may read this kind of data, as the route's `Readers` asks. */
  reads?: Readable[];
}

/** A call of the API as the signed-in page makes it (with its stored login), for finding ids to visit. */
async function api<T>(page: Page, path: string): Promise<T | null> {
  return page.evaluate(async (path) => {
    const login = JSON.parse(localStorage.getItem('token') ?? 'null') as { accessToken: string } | null;
    if (!login) return null;
    const response = await fetch(path, { headers: { authorization: `Bearer ${login.accessToken}` } });
    return response.ok ? response.json() : null;
  }, path);
}

interface Relation {
  pK_PT_RELATION: number;
  deliveryAdresses: { pK_PT_RELATIONDELIVERYADDRESS: number }[];
}
interface Profile {
  id: string;
  role: RoleName;
  permissions: Partial<Record<PermissionKey, boolean>>;
}
type Paged<T> = { items: T[] };

/**
 * Every screen the signed-in account of `page` may open, with real ids from its own data: home, a relation
 * with several buildings, one of them, its first object (under every tab), a record of each kind hung under
 * that object, the settings, users and provider pages, and the edit pages of the building.
 */
export async function screensOf(page: Page): Promise<Screen[]> {
  const profile = await api<Profile>(page, '/Identity/Profile');
  const holds = (key: PermissionKey) => profile?.permissions[key] === true;
  const relations = (await api<Relation[]>(page, '/api/myRelations')) ?? [];
  const relation = relations.find((r) => r.deliveryAdresses.length > 1) ?? relations[0];

  const screens: Screen[] = [
    { name: 'home', path: '/' },
    { name: 'my appointments', path: '/appointments', reads: ['myAppointments'] },
    { name: 'settings', path: '/settings', needs: ['Settings.ViewSettings'] },
    { name: 'settings users', path: '/settings/users', needs: ['Settings.ViewSettings'] },
    { name: 'all users', path: '/allusers', needs: ['Users.ViewAll'] },
    { name: 'permission manager', path: '/permission-manager', needs: ['Users.ViewAll'] },
    { name: 'provider settings', path: '/dbssettings', needs: ['Settings.ViewDBSSettings'] },
    { name: 'outbox', path: '/dev/mail', needs: ['Settings.ViewDBSSettings'] },
    { name: 'requested visits', path: '/book/requested', needs: ['Appointments.Plan'] },
    { name: 'quotations to handle', path: '/quotations', needs: ['ServiceOrders.ViewAll'] },
    { name: 'not found', path: '/no-such-page' },
  ];
  // Booking is for customers who may create orders and see objects; provider staff plan instead.
  if (profile && !isProviderRole(profile.role))
    screens.push({
      name: 'book a visit',
      path: '/book',
      needs: ['ServiceOrders.Create'],
      reads: ['objects'],
    });
  if (relation) {
    const r = relation.pK_PT_RELATION;
    screens.push(
      { name: 'relation', path: `/buildings/${r}`, reads: ['relations'] },
      { name: 'quotations', path: `/buildings/${r}/quotations`, reads: ['relations', 'orders'] },
      { name: 'relation settings', path: `/settings/${r}`, needs: ['Settings.ViewSettings'] },
    );
    const b = relation.deliveryAdresses[0]?.pK_PT_RELATIONDELIVERYADDRESS;
    if (b !== undefined) {
      const building = `/buildings/${r}/${b}`;
      screens.push(
        { name: 'building', path: building, reads: ['relations'] },
        { name: 'unknown object', path: `${building}/999999`, reads: ['relations', 'objects'] },
        { name: 'edit manager', path: `${building}/editManagement`, needs: ['Locations.EditManagement'] },
        {
          name: 'edit location contact',
          path: `${building}/editLocationContact`,
          needs: ['Locations.EditLocationContact'],
        },
        { name: 'location settings', path: `/settings/${r}/${b}`, needs: ['Settings.ViewSettings'] },
      );
      const users = await api<{ id: string }[]>(page, `/api/users/${r}?locationId=${b}`);
      const other = users?.find((u) => u.id !== profile?.id);
      if (other) {
        screens.push(
          {
            name: 'user permissions',
            path: `/settings/${r}/${b}/permissions/${other.id}`,
            needs: ['Settings.ViewSettings'],
          },
          {
            name: 'edit user',
            path: `/edituser?relationId=${r}&userId=${other.id}`,
            needs: ['Settings.ViewSettings'],
          },
        );
      }
      const objects = await api<Paged<{ pK_R_SERVICEOBJECT: number }>>(
        page,
        `/api/Object/Get?locationId=${b}`,
      );
      const o = objects?.items[0]?.pK_R_SERVICEOBJECT;
      if (o !== undefined) {
        const object = `${building}/${o}`;
        const tabs = ['serviceIntervals', 'documents', 'invoices', 'orders', 'contracts', 'quotations'];
        screens.push(
          { name: 'object', path: object, reads: ['relations', 'objects'] },
          ...[...tabs, 'failures', 'appointments'].map(
            (tab): Screen => ({
              name: `object ${tab}`,
              path: `${object}?tab=${tab}`,
              reads: ['relations', 'objects'],
            }),
          ),
        );
        const invoice = (
          await api<Paged<{ pK_R_SALESINVOICE: number }>>(page, `/api/salesinvoices?objectId=${o}`)
        )?.items[0]?.pK_R_SALESINVOICE;
        const order = (await api<Paged<{ pK_R_JOBORDER: number }>>(page, `/api/joborders?objectId=${o}`))
          ?.items[0]?.pK_R_JOBORDER;
        const contract = (await api<{ pK_R_CONTRACT: number }[]>(page, `/api/contracts?objectId=${o}`))?.[0]
          ?.pK_R_CONTRACT;
        const quotation = (await api<Paged<{ pK_R_OFFER: number }>>(page, `/api/offers?objectId=${o}`))
          ?.items[0]?.pK_R_OFFER;
        if (invoice)
          screens.push({ name: 'invoice', path: `${object}/invoices/${invoice}`, reads: ['invoices'] });
        if (order) screens.push({ name: 'job order', path: `${object}/orders/${order}`, reads: ['orders'] });
        if (contract)
          screens.push({ name: 'contract', path: `${object}/contracts/${contract}`, reads: ['invoices'] });
        if (quotation)
          screens.push({ name: 'quotation', path: `${object}/quotations/${quotation}`, reads: ['orders'] });
      }
    }
  }
  return screens.filter(
    (screen) =>
      (!screen.needs || screen.needs.some(holds)) &&
      (screen.reads ?? []).every((what) => mayRead(what, holds)),
  );
}

/**
 * The widths every screen is looked at: a phone, a tablet and a desktop. At 800 px English texts wrap where
 * Dutch ones do not, and a job order's table once flipped between its two layouts there (issue 27).
 */
export const SCREEN_WIDTHS = [375, 800, 1280] as const;

/** Goes to `path` inside the running app, as a link does (no reload of the page). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** Waits until the page has shown what it loads: a heading or an alert in main, and nothing loading. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('main h1, main [role="alert"]') !== null &&
      document.querySelector('.data-loading, .loading-indicator, [aria-busy="true"]') === null,
    undefined,
    { timeout: 15_000, polling: 50 },
  );
  // Layout that follows the width (tables or cards, tabs that fit) settles in the frames after.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
