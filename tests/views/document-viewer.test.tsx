import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLocale } from '../../src/i18n/store';
import { isImageAddress, objectDocuments } from '../../src/services/portal-data/documents';
import { DocumentList } from '../../src/views/shared/DocumentList';
import { documents, fakeApi, Reply, signedUrl } from './portal-data/fake-api';
import './portal-data/open-portal';
import { renderWithApp } from './support';

const documentRoutes = () => ({
  '/api/documents/serviceobjecttype': () => documents,
  '/api/documents/70045/url': () => signedUrl(70045, 'jpg'),
  '/api/documents/70001/url': () => signedUrl(70001, 'pdf'),
});

async function openDocument(name: RegExp) {
  const user = userEvent.setup();
  renderWithApp(<DocumentList call={objectDocuments(10031)} />);
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('the document viewer', () => {
  it('shows an address ending in .jpg as an image', async () => {
    const api = fakeApi(documentRoutes());
    const { dialog } = await openDocument(/Foto installatie/);
    expect(within(dialog).getByRole('heading', { name: 'Foto installatie' })).toBeTruthy();
    const image = await within(dialog).findByRole('img', { name: 'Foto installatie' });
    expect(image.getAttribute('src')).toBe(signedUrl(70045, 'jpg').url);
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(api.asked('/api/documents/70045/url')).toHaveLength(1);
  });

  it('embeds any other address in an iframe', async () => {
    fakeApi(documentRoutes());
    const { dialog } = await openDocument(/Gebruikershandleiding speedgate/);
    await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(signedUrl(70001, 'pdf').url);
    expect(frame.getAttribute('title')).toBe('Gebruikershandleiding speedgate');
    expect(within(dialog).queryByRole('img')).toBeNull();
  });

  it('says Document niet beschikbaar for a document without a file, without asking for its address', async () => {
    const api = fakeApi(documentRoutes());
    const { dialog } = await openDocument(/Revisietekening/);
    expect(
      within(dialog).getByText('Document niet beschikbaar', { selector: '.empty-state__title' }),
    ).toBeTruthy();
    expect(api.calls.filter((url) => url.pathname.endsWith('/url'))).toHaveLength(0);
    expect(dialog.querySelector('iframe, img')).toBeNull();
  });

  it('says Document not available in English', async () => {
    setLocale('en');
    fakeApi(documentRoutes());
    const { dialog } = await openDocument(/Revisietekening/);
    expect(
      within(dialog).getByText('Document not available', { selector: '.empty-state__title' }),
    ).toBeTruthy();
  });

  it('says Document niet beschikbaar when the server finds no file behind a listed document', async () => {
    fakeApi({
      ...documentRoutes(),
      '/api/documents/70001/url': () =>
        new Reply(404, {
          StatusCode: 404,
          Message: 'Document niet beschikbaar',
          Code: 'documentNotAvailable',
        }),
    });
    const { dialog } = await openDocument(/Gebruikershandleiding speedgate/);
    expect(await within(dialog).findByText('Document niet beschikbaar')).toBeTruthy();
    expect(dialog.querySelector('iframe')).toBeNull();
  });

  it('closes with Escape and asks for a fresh address when opened again', async () => {
    const api = fakeApi(documentRoutes());
    const { user, dialog } = await openDocument(/Foto installatie/);
    await within(dialog).findByRole('img');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /Foto installatie/ }));
    await within(await screen.findByRole('dialog')).findByRole('img');
    expect(api.asked('/api/documents/70045/url')).toHaveLength(2);
  });

  it("closes on the browser's Back, staying on the page, and Escape takes back the entry it added", async () => {
    fakeApi(documentRoutes());
    const entries = window.history.length;
    const before = window.history.state;
    const { user } = await openDocument(/Foto installatie/);
    expect(window.history.length).toBe(entries + 1);
    window.history.back();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: /Foto installatie/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Foto installatie/ }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The entry is gone: Back now would leave the page, and does not reopen or keep a closed viewer.
    await waitFor(() => expect(window.history.state).toEqual(before));
  });

  it('tells an image by the path of its address, not by its query', () => {
    expect(isImageAddress('/files/documents/1.jpg?expires=1&signature=x')).toBe(true);
    expect(isImageAddress('/files/documents/1.JPG')).toBe(true);
    expect(isImageAddress('/files/documents/1.pdf?name=photo.jpg')).toBe(false);
    expect(isImageAddress('/files/documents/1.jpeg')).toBe(false);
  });
});
