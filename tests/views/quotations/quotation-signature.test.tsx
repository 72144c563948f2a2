import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/i18n/store';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { admin, at, submitted } from './records';

/** The strokes the next stroke's end reports, in CSS pixels of the box, as signature_pad gives them. */
const pad = vi.hoisted(() => ({
  strokes: [] as { points: { x: number; y: number }[] }[],
  endStroke: null as null | (() => void),
}));
vi.mock('signature_pad', () => ({
  default: class {
    addEventListener(_type: string, listener: () => void) {
      pad.endStroke = listener;
    }
    removeEventListener() {}
    off() {}
    clear() {}
    isEmpty() {
      return pad.strokes.length === 0;
    }
    toData() {
      return pad.strokes;
    }
    fromData() {}
    async fromDataURL() {}
  },
}));

// happy-dom draws nothing: a canvas that answers as a browser's does, with a PNG of one byte.
const canvas = HTMLCanvasElement.prototype;
const { getContext, toBlob } = canvas;
beforeAll(() => {
  canvas.getContext = (() => ({ scale() {} })) as never;
  canvas.toBlob = function (this: HTMLCanvasElement, done: BlobCallback) {
    done(new Blob(['x'], { type: 'image/png' }));
  };
});
afterAll(() => {
  canvas.getContext = getContext;
  canvas.toBlob = toBlob;
});

async function draw(points: { x: number; y: number }[]) {
  pad.strokes = [...pad.strokes, { points }];
  await waitFor(() => expect(pad.endStroke).not.toBeNull());
  pad.endStroke?.();
}

describe('signing a quotation', () => {
  it('refuses a tap as a signature, saying so at the signature in both languages, and sends nothing', async () => {
    pad.strokes = [];
    const api = fakeApi({
      '/api/offers/60003': () => submitted,
      '/api/documents/offer': () => [],
      '/api/offers/60003/accept': () => ({ status: 'Order', version: 1, documentId: 1 }),
    });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Offerte accepteren' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar ondertekenen' }));
    expect(await screen.findByRole('heading', { name: 'Ondertekenen' })).toBeTruthy();

    await draw([{ x: 140, y: 70 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord en ondertekenen' }));
    const field = screen
      .getByRole('img', { name: 'Handtekening' })
      .closest('.signature-field') as HTMLElement;
    const error = await screen.findByText(/^Een stip of streepje is geen handtekening/);
    expect(field.contains(error)).toBe(true);
    expect(field.classList.contains('is-invalid')).toBe(true);
    setLocale('en');
    expect(await screen.findByText(/^A dot or a short line is no signature/)).toBeTruthy();
    expect(api.asked('/api/offers/60003/accept')).toHaveLength(0);

    // A real signature (a scribble of a name) takes the error away, and is sent.
    await draw([
      { x: 20, y: 80 },
      { x: 60, y: 30 },
      { x: 90, y: 90 },
      { x: 140, y: 40 },
    ]);
    await waitFor(() => expect(screen.queryByText(/^A dot or a short line is no signature/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Accept and sign' }));
    await waitFor(() => expect(api.asked('/api/offers/60003/accept')).toHaveLength(1));
  });

  it('takes the typed name as the signature', async () => {
    pad.strokes = [];
    const api = fakeApi({
      '/api/offers/60003': () => submitted,
      '/api/documents/offer': () => [],
      '/api/offers/60003/accept': () => ({ status: 'Order', version: 1, documentId: 1 }),
    });
    openPortal(at, admin());
    await userEvent.click(await screen.findByRole('button', { name: 'Offerte accepteren' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Ik ga akkoord/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Verder naar ondertekenen' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mijn naam als handtekening gebruiken' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Akkoord en ondertekenen' }));
    await waitFor(() => expect(api.asked('/api/offers/60003/accept')).toHaveLength(1));
  });
});
