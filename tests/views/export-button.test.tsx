import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../src/i18n/store';
import { fakeApi, invoice, pageOf } from './portal-data/fake-api';
import { openPortal } from './portal-data/open-portal';

/** An XMLHttpRequest the test answers by hand: what the export asked for, its bytes as they come, its end. */
class FakeDownload {
  static last: FakeDownload | null = null;
  url = '';
  headers: Record<string, string> = {};
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  aborted = false;
  onprogress: ((e: { loaded: number }) => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private answer: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
    FakeDownload.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.answer[name.toLowerCase()] ?? null;
  }
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, rows: number, size?: number) {
    this.status = 200;
    this.answer = {
      'export-rows': String(rows),
      ...(size === undefined ? {} : { 'export-size': String(size) }),
      'content-disposition': 'attachment; filename="facturen-2025-01-30.xlsx"',
    };
    this.onprogress?.({ loaded });
  }
  finish() {
    this.response = new Blob(['PK']);
    this.onload?.();
  }
  fail() {
    this.status = 500;
    this.response = new Blob([JSON.stringify({ StatusCode: 500, Message: 'x', Code: 'serverError' })]);
    this.onload?.();
  }
}

const routes = { '/api/salesinvoicesForRelation': () => pageOf([{ ...invoice, openAmount: 12.5 }]) };

afterEach(() => {
  vi.unstubAllGlobals();
  FakeDownload.last = null;
});

async function chooseExcel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Exporteren als bestand' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Excel-werkmap (.xlsx)' }));
}

describe('the export button of a list', () => {
  it('asks for the list as shown, shows the progress, and saves the file when whole', async () => {
    const user = userEvent.setup();
    fakeApi(routes);
    vi.stubGlobal('XMLHttpRequest', FakeDownload);
    const saved = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: () => {} }));
    openPortal('/buildings/1005?inv.sort=amountInclVat&inv.dir=asc');
    await screen.findByRole('row', { name: /VF26-00043/ });
    await chooseExcel(user);

    const asked = new URL(FakeDownload.last?.url ?? '', 'http://portal.test');
    expect(asked.pathname).toBe('/api/exports/salesinvoicesForRelation');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      relationId: '1005',
      open: 'true',
      sort: 'amountInclVat',
      direction: 'asc',
      format: 'xlsx',
    });
    expect(screen.getByRole('progressbar', { name: 'Excel wordt gemaakt…' })).toBeTruthy();

    FakeDownload.last?.progress(2_500_000, 31);
    expect(
      await screen.findByRole('progressbar', { name: 'Excel met 31 rijen wordt gemaakt…' }),
    ).toBeTruthy();
    expect(screen.getByText('2,5 MB ontvangen')).toBeTruthy();

    FakeDownload.last?.finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('shows how far the file is, as a share and about as many rows, in nl and en', async () => {
    const user = userEvent.setup();
    fakeApi(routes);
    vi.stubGlobal('XMLHttpRequest', FakeDownload);
    openPortal('/buildings/1005');
    await screen.findByRole('row', { name: /VF26-00043/ });
    await chooseExcel(user);

    FakeDownload.last?.progress(1_000_000, 40_000, 4_000_000);
    const bar = await screen.findByRole('progressbar', { name: 'Excel met 40.000 rijen wordt gemaakt…' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(bar.getAttribute('aria-valuetext')).toBe('25%: ongeveer 10.000 van 40.000 rijen, 1 MB ontvangen');
    expect(screen.getByText('25%: ongeveer 10.000 van 40.000 rijen, 1 MB ontvangen')).toBeTruthy();

    setLocale('en');
    const english = await screen.findByRole('progressbar', { name: 'Making the Excel of 40,000 rows…' });
    expect(english.getAttribute('aria-valuetext')).toBe('25%: about 10,000 of 40,000 rows, 1 MB received');

    // The size is an estimate: a larger file holds the bar at 99% until it is whole.
    FakeDownload.last?.progress(4_400_000, 40_000, 4_000_000);
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: /Making the Excel/ }).getAttribute('aria-valuenow'),
      ).toBe('99'),
    );
    setLocale('nl');
  });

  it('stops the download when the user stops it', async () => {
    const user = userEvent.setup();
    fakeApi(routes);
    vi.stubGlobal('XMLHttpRequest', FakeDownload);
    openPortal('/buildings/1005');
    await screen.findByRole('row', { name: /VF26-00043/ });
    await chooseExcel(user);
    await user.click(screen.getByRole('button', { name: /Stoppen/ }));
    expect(FakeDownload.last?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the export failed and tries again on request', async () => {
    const user = userEvent.setup();
    fakeApi(routes);
    vi.stubGlobal('XMLHttpRequest', FakeDownload);
    openPortal('/buildings/1005');
    await screen.findByRole('row', { name: /VF26-00043/ });
    await chooseExcel(user);
    const first = FakeDownload.last;
    first?.fail();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Het exporteren is mislukt.'),
    );
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(FakeDownload.last).not.toBe(first);
    expect(screen.getByRole('progressbar', { name: 'Excel wordt gemaakt…' })).toBeTruthy();
  });
});
