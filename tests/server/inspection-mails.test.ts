import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { failureReports } from '../../server/db/schema';
import { ENGINEER_EMAIL } from './data-fixtures';
import { databaseKinds } from './harness';
import { CONTACT_EMAIL, useMaintenance } from './maintenance-fixtures';

/** The mails an inspection leads to say what happened: who was mailed, whether anyone signed, whose failure. */
describe.each(databaseKinds)('the mails of an inspection on %s', (kind) => {
  const f = useMaintenance(kind);
  const sent = () => f.t.mailer.sent;
  const textOf = (to: string) => {
    const mail = sent().find((m) => m.to === to);
    expect(mail, `a mail to ${to}`).toBeTruthy();
    return `${mail!.subject}\n${mail!.text}`;
  };

  it('answers to how many of the customer it mailed the signed report, and calls it signed', async () => {
    const id = await f.start(101);
    const draft = await f.completeDraft(id, 101);
    sent().length = 0;
    const res = await f.submit(id, draft);
    expect(res.statusCode).toBe(200);
    expect(res.json().reportMailedTo).toBe(2);
    expect(textOf(CONTACT_EMAIL)).toContain('Het ondertekende rapport');
    expect(textOf('alfaadmin@example.test')).toContain('The signed report');
  });

  it('calls a report after "continue without approval" unsigned, in both languages', async () => {
    const id = await f.start(101);
    const draft = { ...(await f.completeDraft(id, 101)), approval: 'withoutApproval' as const };
    sent().length = 0;
    expect((await f.submit(id, draft)).statusCode).toBe(200);
    const dutch = textOf(CONTACT_EMAIL);
    expect(dutch).toContain('zonder handtekening van de klant');
    expect(dutch).not.toContain('ondertekende');
    const english = textOf('alfaadmin@example.test');
    expect(english).toContain("without the customer's signature");
    expect(english).not.toContain('signed report');
  });

  it('answers that nobody was mailed for a customer without a recipient, and mails nobody', async () => {
    // Beta has no company admin, and its location no contact.
    const id = await f.start(201);
    const draft = await f.completeDraft(id, 201);
    sent().length = 0;
    const res = await f.submit(id, draft);
    expect(res.statusCode).toBe(200);
    expect(res.json().reportMailedTo).toBe(0);
    expect(sent()).toEqual([]);
  });

  it("mails the status of a failure an inspection filed to the customer's people, not to the engineer", async () => {
    const id = await f.start(101);
    const draft = await f.completeDraft(id, 101);
    const [first] = Object.keys(draft.answers);
    draft.answers[first] = { ...draft.answers[first], conform: false, repairRemarks: 'Scharnier vervangen' };
    expect((await f.submit(id, draft)).statusCode).toBe(200);
    const [failure] = await f.t.database.db
      .select({ id: failureReports.id })
      .from(failureReports)
      .where(eq(failureReports.inspectionId, id));
    expect(failure).toBeTruthy();

    sent().length = 0;
    const res = await f.call('engineer', 'POST', `/api/contact/${failure.id}/status`, {
      status: 'inProgress',
      realizedSolution: '',
    });
    expect(res.statusCode).toBe(200);
    expect(
      sent()
        .map((m) => m.to)
        .sort(),
    ).toEqual([CONTACT_EMAIL, 'alfaadmin@example.test'].sort());
    expect(sent().some((m) => m.to === ENGINEER_EMAIL)).toBe(false);
    const dutch = textOf(CONTACT_EMAIL);
    expect(dutch).toContain('uit het onderhoud is gewijzigd in: in behandeling');
    expect(dutch).not.toMatch(/uw (storings|defect)melding|Uw melding/);
    expect(textOf('alfaadmin@example.test')).toContain('from the maintenance has changed to: in progress');
  });
});
