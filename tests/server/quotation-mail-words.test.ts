import { describe, expect, it } from 'vitest';
import { quotationAcceptedMail, quotationAnsweredMail } from '../../server/mail/quotation-mails';

const facts = {
  quotationNumber: 'OF26-00183',
  description: 'Nieuwe boomarm met verlichting',
  version: 1,
  relationName: 'Zorggroep Lindenhof',
  signerName: 'Anna de Vries',
  signerFunction: 'Facilitair manager',
  at: new Date('2026-03-02T10:15:00Z'),
  link: 'http://portal.test/buildings/1005/quotations/60183',
};

describe("a quotation's mails name it with one pair of brackets", () => {
  it('names number, version and description as one phrase, in Dutch and English', () => {
    const mails = [
      quotationAcceptedMail('nl', facts, 'signer', 'Anna'),
      quotationAcceptedMail('nl', facts, 'serviceDesk'),
      quotationAnsweredMail('nl', facts, { kind: 'declined', reason: 'price', text: null }),
      quotationAnsweredMail('nl', facts, { kind: 'questioned', text: 'Kan het sneller?' }),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('offerte OF26-00183, versie 1 (Nieuwe boomarm met verlichting)');
      expect(mail.text).not.toContain(') (');
    }
    const english = [
      quotationAcceptedMail('en', facts, 'signer', 'Anna'),
      quotationAcceptedMail('en', facts, 'serviceDesk'),
      quotationAnsweredMail('en', facts, { kind: 'declined', reason: 'price', text: null }),
      quotationAnsweredMail('en', facts, { kind: 'questioned', text: 'Can it be sooner?' }),
    ];
    for (const mail of english) {
      expect(mail.text).toContain('quotation OF26-00183, version 1 (Nieuwe boomarm met verlichting)');
      expect(mail.text).not.toContain(') (');
    }
  });
});
