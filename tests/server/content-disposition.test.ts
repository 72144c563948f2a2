import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../server/files/content-disposition';

describe('a file name in Content-Disposition', () => {
  it('gives an ASCII name beside the UTF-8 one, for browsers that read only the first', () => {
    expect(contentDisposition('inline', 'Offerte OF26-00153 versie 2 getekend.pdf')).toBe(
      `inline; filename="Offerte OF26-00153 versie 2 getekend.pdf"; filename*=UTF-8''Offerte%20OF26-00153%20versie%202%20getekend.pdf`,
    );
    expect(contentDisposition('attachment', 'Rapport Café "Zuid"/Noord (2).pdf')).toBe(
      `attachment; filename="Rapport Cafe _Zuid_Noord (2).pdf"; filename*=UTF-8''Rapport%20Caf%C3%A9%20%22Zuid%22%2FNoord%20%282%29.pdf`,
    );
  });
});
