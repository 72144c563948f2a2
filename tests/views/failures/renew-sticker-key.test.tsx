import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rolePermissions } from '../../../contract/roles';
import { fakeApi, speedgate } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { profile } from '../support';

const providerAdmin = () => ({
  ...profile([...rolePermissions.dbsadmin]),
  role: 'dbsadmin' as const,
  email: 'provider.admin@demo.example',
});

function stickerApi() {
  const api = fakeApi({
    '/api/Object/GetSingle': () => speedgate(),
    '/api/Object/properties': () => [],
    '/api/Object/propertiesNonPublic': () => [],
    '/api/Object/qr': () => ({
      objectId: 10031,
      accessKey: 'oldKey-0123456789',
      url: 'http://portal.test/object/oldKey-0123456789/10031',
      svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    }),
    '/api/Object/renewAccessKey': () => ({ objectId: 10031, accessKey: 'newKey-9876543210' }),
  });
  return { renewals: () => api.asked('/api/Object/renewAccessKey') };
}

describe("renewing a gate's sticker key", () => {
  it("asks in the app's own dialog, and renews only on its confirmation", async () => {
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const api = stickerApi();
    openPortal('/buildings/1005/2015/10031', providerAdmin());
    await userEvent.click(await screen.findByText('QR-stickers'));
    await userEvent.click(await screen.findByRole('button', { name: 'Nieuwe code maken' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe code maken' });
    expect(within(dialog).getByText('De oude sticker werkt daarna niet meer. Doorgaan?')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.renewals()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe code maken' }));
    const again = await screen.findByRole('dialog', { name: 'Nieuwe code maken' });
    await userEvent.click(within(again).getByRole('button', { name: 'Nieuwe code maken' }));
    await waitFor(() => expect(api.renewals()).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });
});
