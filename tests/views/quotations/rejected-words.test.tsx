import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { nl } from '../../../src/i18n/nl';
import { quotationsEn } from '../../../src/i18n/quotations.en';
import { quotationsNl } from '../../../src/i18n/quotations.nl';
import { setLocale } from '../../../src/i18n/store';
import { timelineEn } from '../../../src/i18n/timeline.en';
import { timelineNl } from '../../../src/i18n/timeline.nl';
import { fakeApi } from '../portal-data/fake-api';
import { openPortal } from '../portal-data/open-portal';
import { admin, at, submitted } from './records';

/**
 * The spec's status Rejected, and the glossary's 'Afgewezen': the action may say Decline, but what a declined
 * quotation is (its status, the outcome, its history, the review's kind, the conflict) says the status word.
 */
describe('a declined quotation', () => {
  it('is named by one status word per language in every text of its outcome', () => {
    const outcome = (
      q: typeof quotationsEn,
      terms: typeof en.terms,
      timeline: typeof timelineEn,
      home: string,
    ) => [
      terms.quotationStatus.rejected,
      timeline.timeline.quotationStatus.Rejected,
      q.quotationApproval.declined,
      q.quotationApproval.decisions.declined,
      q.quotationApproval.events.declined,
      q.quotationReview.states.declined,
      home,
    ];
    for (const text of outcome(quotationsEn, en.terms, timelineEn, en.home.quotationsMeta)) {
      expect(text).toMatch(/rejected/i);
      expect(text).not.toMatch(/declin/i);
    }
    for (const text of outcome(quotationsNl, nl.terms, timelineNl, nl.home.quotationsMeta))
      expect(text).toMatch(/afgewezen/i);
  });

  it('reads Rejected as its status and in its history, in nl and en', async () => {
    fakeApi({
      '/api/offers/60003': () => ({
        ...submitted,
        status: 'Rejected',
        history: [
          {
            kind: 'declined',
            version: 1,
            statusFrom: 'Submitted',
            statusTo: 'Rejected',
            reason: 'price',
            text: null,
            userName: 'Anna de Vries',
            at: '2026-03-02T10:15:00.000Z',
          },
        ],
      }),
      '/api/documents/offer': () => [],
    });
    openPortal(at, admin());
    const history = (await screen.findByRole('heading', { name: 'Geschiedenis' })).closest('section')!;
    expect(within(history).getByText(/Afgewezen door Anna de Vries: Te duur/)).toBeTruthy();
    setLocale('en');
    await waitFor(() =>
      expect(within(history).getByText(/Rejected by Anna de Vries: Too expensive/)).toBeTruthy(),
    );
    expect(screen.getAllByText('Rejected', { selector: '.badge' }).length).toBeGreaterThan(0);
  });
});
