import { describe, expect, it } from 'vitest';
import { inspectionMessages, stepIssues } from '../../contract/inspection';
import { hasEnoughInk, type SignatureInk } from '../../contract/signature-ink';
import { problemsOf } from '../../src/machines/failureReport';
import type { FailureReportContext } from '../../src/machines/failureReport/failureReport.types';
import { initialLoginContext } from '../../src/machines/loginForm/loginForm.types';
import type { MaintenanceContext } from '../../src/machines/maintenance/maintenance.types';
import { machineModels } from '../../src/machines/models/catalogue';
import { type GeneratedPath, generatePaths } from '../../src/machines/models/paths';
import { allTransitions, transitionKey } from '../../src/machines/models/transitions';
import type { MachineModel } from '../../src/machines/models/world';
import { MAX_ATTEMPT } from '../../src/machines/outbox/outbox.machine';
import type { OutboxContext } from '../../src/machines/outbox/outbox.types';
import { problemsOf as approvalProblems } from '../../src/machines/quotationApproval';
import type { QuotationApprovalContext } from '../../src/machines/quotationApproval/quotationApproval.types';
import { UNAUTHORIZED_ACCESS } from '../../src/machines/session/session.machine';
import { replay, type StepCheck } from './graph/replay';

/** Whether the outbox is making one of the engineer's choices about a set-aside entry. */
const choosingBefore = (snapshot: { matches(state: string): boolean }) =>
  ['releasing', 'discarding', 'droppingPhoto', 'recording'].some((s) => snapshot.matches(s));

/**
 * What the spec asks of each machine, checked after every step of every generated path. The replay
 * already holds the actor to the graph; these hold the graph to the spec.
 */
const rules: Record<string, (step: StepCheck) => void> = {
  session({ event, before, after, effects }) {
    if (after.matches('unauthorized')) {
      expect(after.context).toMatchObject({ user: null, error: UNAUTHORIZED_ACCESS, relations: null });
    }
    if (after.matches('authorized')) expect(after.context.user).not.toBeNull();
    if (event.type === 'profile.changed') {
      const changed = (event as unknown as { user: { id: string } }).user;
      // Its own profile replaces the user; someone else's changes nothing.
      expect(after.context.user).toEqual(
        changed.id === before.context.user?.id ? changed : before.context.user,
      );
    }
    if (after.matches({ authorized: 'loadingRelations' })) expect(after.context.relations).toBeNull();
    // A session that ended by itself is marked expired, for the login page to say; a logout or sign-in is not.
    if (
      /^xstate\.done\.actor\.(inactivity|refreshExpiry)$/.test(event.type) ||
      event.type === 'session.expired'
    )
      expect(after.context.expired).toBe(true);
    if (event.type === 'session.logout' && before.matches('authorized'))
      expect(after.context.expired).toBe(false);
    if (after.matches('signingIn')) expect(after.context.expired).toBe(false);
    if (after.matches({ authorized: 'relationsLoaded' })) expect(after.context.relations).not.toBeNull();
    expect(after.hasTag('pending')).toBe(
      after.matches('pending') || after.matches('signingIn') || after.matches('loggingOut'),
    );
    // The watchers run exactly while authorized; either one ending logs out.
    const watchers = Object.keys(after.children).filter(
      (id) => id === 'inactivity' || id === 'refreshExpiry',
    );
    expect(watchers).toEqual(after.matches('authorized') ? ['inactivity', 'refreshExpiry'] : []);
    if (/^xstate\.done\.actor\.(inactivity|refreshExpiry)$/.test(event.type)) {
      expect(after.matches('loggingOut')).toBe(true);
    }
    const leftAuthorized = before.matches('authorized') && !after.matches('authorized');
    if (/^xstate\.(done|error)\.actor\.logout$/.test(event.type)) {
      expect(effects).toEqual(['clearStoredLogin']);
      expect(after.matches('pending')).toBe(true);
    } else if (before.matches('signingIn') && event.type === 'xstate.done.actor.fetchProfile') {
      // Only a sign-in makes the profile's language the app's; a reload or another tab keeps the chosen one.
      // A language the flag chose on the login screen wins instead, and goes to the profile.
      const chosen = before.context.chosenBeforeSignIn;
      const profileLanguage = (event as unknown as { output: { language: string } }).output.language;
      expect(effects).toEqual(
        chosen !== null && chosen !== profileLanguage ? ['saveLanguage'] : ['adoptProfileLanguage'],
      );
    } else if (event.type === 'language.chosen' && before.matches('authorized')) {
      // The flag's language is kept on the profile, unless it is what the flag (or the profile) says already.
      const chosen = (event as unknown as { language: string }).language;
      const shown = before.context.chosenSignedIn ?? before.context.user?.language;
      expect(effects).toEqual(chosen === shown ? [] : ['saveLanguage']);
    } else {
      expect(effects).toEqual(leftAuthorized ? ['forgetLoadedData'] : []);
    }
  },
  tokenRefresh({ after, effects }) {
    expect(after.hasTag('busy')).toBe(after.matches('refreshing'));
    if (after.matches('refreshed')) expect(after.context.accessToken).toBeTruthy();
    if (after.matches('failed')) {
      expect(after.context.accessToken).toBeNull();
      expect(effects).toEqual(['clearStoredLogin', 'recheckSession']);
    } else {
      expect(effects).toEqual([]);
    }
  },
  loginForm({ event, before, after, effects }) {
    const waiting = [
      'checking',
      'submitting',
      'signingInWithPasskey',
      { secondFactor: 'verifying' },
      { secondFactor: 'passkey' },
      { enrolment: 'starting' },
      { enrolment: 'confirming' },
    ];
    expect(after.hasTag('busy')).toBe(waiting.some((state) => after.matches(state)));
    if (after.matches('editing'))
      expect(after.context.alert !== null).toBe(after.matches({ editing: 'failure' }));
    if (after.matches('submitting')) expect(after.context.fieldErrors).toEqual({});
    // The second step asks only what the account has: no code field for an account with passkeys alone, and
    // no passkey prompt for one without.
    if (after.matches({ secondFactor: 'code' }) || after.matches({ secondFactor: 'recoveryCode' }))
      expect(after.context.methods).toContain('totp');
    if (after.matches({ secondFactor: 'passkeyOnly' })) expect(after.context.methods).toEqual(['passkey']);
    if (after.matches({ secondFactor: 'passkey' })) expect(after.context.methods).toContain('passkey');
    // No password is kept past the password step; the ticket lives only in the second step.
    if (after.matches('secondFactor') || after.matches('enrolment')) {
      expect(after.context.password).toBe('');
      expect(after.context.ticket).toBeTruthy();
    } else {
      expect(after.context.ticket).toBeNull();
    }
    if (after.matches({ editing: 'success' }) && !before.matches({ editing: 'success' })) {
      expect(after.context).toEqual(initialLoginContext);
      expect(effects).toEqual(['startSession']);
    } else if (event.type === 'xstate.done.actor.login') {
      expect(effects).toEqual([]);
    } else if (event.type === 'user.changeEmail' || event.type === 'user.changePassword') {
      // Typing starts loading the check, so that a submit seldom waits for it.
      expect(effects).toEqual(before.matches('editing') ? ['prepareCheck'] : []);
    } else {
      expect(effects).toEqual([]);
    }
    if (event.type === 'xstate.error.actor.login') {
      const status = (event as { error?: { status?: number } }).error?.status;
      expect(after.context.password).toBe('');
      expect(after.context.email).toBe(before.context.email);
      expect(after.context.alert).toBe(status === 400 ? 'credentials' : 'system');
    }
    if (event.type === 'user.submit' && before.matches('editing'))
      expect(after.matches('checking')).toBe(true);
    if (event.type === 'xstate.done.actor.checkFields' && !after.matches('submitting')) {
      expect(Object.keys(after.context.fieldErrors).length).toBeGreaterThan(0);
    }
    if (after.matches('checking')) expect(after.context).toMatchObject({ fieldErrors: {}, alert: null });
    if (event.type === 'xstate.error.actor.checkFields') {
      // Nothing was sent: the password stays, and the alert says the system failed.
      expect(after.context.password).toBe(before.context.password);
      expect(after.context.alert).toBe('system');
    }
    if (event.type === 'user.closeAlerts') expect(after.context.alert).toBeNull();
    const secondStepFailure = /^xstate\.error\.actor\.(verifySecondFactor|startEnrolment|confirmEnrolment)$/;
    if (secondStepFailure.test(event.type)) {
      const status = (event as { error?: { status?: number } }).error?.status;
      // The ticket expired: back to the password with the email kept; a refused code: typed again.
      if (status === 401)
        expect(after.context).toMatchObject({ email: before.context.email, alert: 'expired' });
      else if (status === 400) expect(after.context).toMatchObject({ alert: 'code', code: '' });
      else expect(after.context.alert).toBe('system');
    }
  },
  inactivity({ before, after, effects }) {
    expect(effects).toEqual([]);
    if (after.matches('timedOut')) {
      expect(after.status).toBe('done');
      expect(before.context.inactivityTimeout).toBe(0);
    }
  },
  queuedReport({ event, before, after, effects }) {
    expect(after.hasTag('busy')).toBe(after.matches('sending'));
    // Only a report that was there, and is sent now, is announced.
    const sent =
      event.type === 'xstate.done.actor.sendQueued' && (event as { output?: unknown }).output === true;
    expect(effects).toEqual(sent ? ['announceSent', 'refreshReports'] : []);
    if (before.matches('idle') && after.matches('sending'))
      expect(['network.online', 'session.signedIn']).toContain(event.type);
  },
  fileExport({ event, before, after, effects }) {
    expect(after.hasTag('busy')).toBe(after.matches('exporting'));
    expect(after.hasTag('error')).toBe(after.matches('failed'));
    // Only a whole file is saved, and only while the export runs; a stopped one saves nothing.
    const names = effects.map((effect) => effect.split(' ')[0]);
    expect(names).toEqual(event.type === 'export.done' && before.matches('exporting') ? ['saveFile'] : []);
    if (after.matches('failed')) expect(after.context.error).not.toBeNull();
    if (event.type === 'export.start' && after.matches('exporting'))
      expect(after.context).toMatchObject({ received: 0, rows: null, error: null });
  },
  secondFactorSettings({ event, before, after, effects }) {
    expect(effects).toEqual([]);
    // The new secret is known only while its first code is awaited; the codes only while they are shown.
    expect(after.context.authenticator !== null).toBe(after.matches('enrolling'));
    expect(after.context.recoveryCodes !== null).toBe(after.matches('showingCodes'));
    // Codes show only after a confirmed enrolment or a renewal, each from its own step.
    if (after.matches('showingCodes') && !before.matches('showingCodes'))
      expect([
        before.matches('enrolling') && 'enrolment.confirmed',
        before.matches('renewing') && 'codes.renewed',
      ]).toContain(event.type);
  },
  passkeySettings({ event, after, effects }) {
    expect(effects).toEqual([]);
    // A passkey is chosen exactly while it is renamed or removed, and it is the one the user chose.
    expect(after.context.passkeyId !== null).toBe(after.matches('renaming') || after.matches('removing'));
    if (event.type === 'user.rename' || event.type === 'user.remove')
      expect(after.context.passkeyId).toBe((event as { passkeyId?: string }).passkeyId);
  },
  refreshExpiry({ after, effects }) {
    expect(effects).toEqual([]);
    expect(after.status).toBe(after.matches('expired') ? 'done' : 'active');
  },
  formSubmission({ event, before, after, effects }) {
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    expect(after.hasTag('error')).toBe(after.matches('refused') || after.matches('failed'));
    // Refused values are never sent: the schema's field errors show instead.
    if (after.matches('refused') && event.type === 'user.submit') {
      expect(after.context.fieldErrors).toEqual((event as { fieldErrors?: unknown }).fieldErrors);
    }
    // An edit takes a field's error away only once the schema no longer finds it, and touches no other field.
    if (event.type === 'user.edit') {
      const { field, fieldErrors } = event as unknown as {
        field: string;
        fieldErrors: Record<string, string> | null;
      };
      const shown = (before.context.fieldErrors ?? {}) as Record<string, string>;
      const { [field]: _edited, ...others } = shown;
      expect(after.context.fieldErrors?.[field]).toBe(fieldErrors?.[field] ? shown[field] : undefined);
      expect({ ...after.context.fieldErrors, [field]: undefined }).toEqual({ ...others, [field]: undefined });
    }
    if (after.matches('submitting') && !before.matches('submitting')) {
      expect(after.context).toMatchObject({ error: null, fieldErrors: null });
    }
    if (before.matches('submitting') && /^user\./.test(event.type)) {
      expect(after.matches('submitting')).toBe(true);
    }
    if (event.type === 'xstate.done.actor.submit') {
      expect(after.context.result).toEqual((event as { output?: unknown }).output);
      expect(effects).toEqual(['invalidateStale', 'announceSuccess', 'goOn']);
    } else if (event.type === 'xstate.error.actor.submit') {
      expect(after.context.error).toBe((event as { error?: unknown }).error);
      expect(effects).toEqual(['announceFailure']);
    } else {
      expect(effects).toEqual([]);
    }
    if (after.matches('idle')) {
      expect(after.context).toEqual({ input: null, result: null, error: null, fieldErrors: null });
    }
  },
  pathStepper({ event, before, after, effects }) {
    const { pathId, stepCount, index, step, error } = after.context;
    expect(effects).toEqual([]);
    expect(after.hasTag('busy')).toBe(after.matches('replaying'));
    expect(after.hasTag('error')).toBe(after.matches('failed'));
    if (after.matches('closed')) expect(after.context).toMatchObject({ pathId: null, step: null, index: 0 });
    else {
      expect(pathId).not.toBeNull();
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(stepCount);
    }
    if (after.matches('showing')) expect(step).not.toBeNull();
    if (after.matches('failed')) expect(error).not.toBeNull();
    if (event.type === 'user.choosePath') expect(after.context).toMatchObject({ index: 0, step: null });
    if (event.type === 'user.forward' && after.matches('replaying'))
      expect(index).toBe(before.context.index + 1);
    if (event.type === 'user.back' && after.matches('replaying'))
      expect(index).toBe(before.context.index - 1);
  },
  maintenance({ event, before, after, effects }) {
    const context = after.context as MaintenanceContext;
    expect(after.hasTag('busy')).toBe(after.matches({ editing: 'creating' }) || after.matches('submitting'));
    expect(after.hasTag('error')).toBe(after.matches('submitFailed'));
    // Maintenance not possible is chosen before approval, and only then.
    expect(after.matches({ editing: 'notPossible' })).toBe(
      after.matches('editing') && !context.draft.maintenancePossible,
    );
    const stepOf = (s: typeof after) =>
      (['arrival', 'inspection', 'approval', 'departure', 'notPossible'] as const).find((step) =>
        s.matches({ editing: step }),
      );
    const step = stepOf(before);
    // "Verder" pressed while the signature's picture is on its way waits for it: nothing is shown yet.
    const keeping = { editing: { approval: { signing: 'keeping' } } };
    const waited = before.matches(keeping) && event.type === 'inspection.continue';
    if (waited) {
      expect(after.matches(keeping)).toBe(true);
      expect(context.continueHeld).toBe(true);
      expect(context.errors).toEqual((before.context as MaintenanceContext).errors);
    }
    // The picture kept, refused or lost: the press that waited counts now, as if made then.
    const pressedNow =
      ['inspection.signed', 'inspection.signatureDrawn', 'inspection.signatureLost'].includes(event.type) &&
      before.matches(keeping) &&
      !after.matches(keeping) &&
      (before.context as MaintenanceContext).continueHeld === true;
    const held =
      (event.type === 'inspection.continue' && !waited) || event.type === 'inspection.submit' || pressedNow;
    if (held && step && stepOf(after) === step && !after.matches('submitting')) {
      // Held on the step: exactly the failing rules of that step, each shown on its field; a signature of too
      // little ink (a tap) is said as such.
      expect(context.errors.length).toBeGreaterThan(0);
      expect(context.errors).toEqual(
        stepIssues(context.draft, context.rules, step).map((issue) =>
          issue.path === 'signature' && context.signatureTooLittle
            ? { ...issue, message: inspectionMessages.signatureTooLittle }
            : issue,
        ),
      );
    }
    if (after.matches('submitting'))
      expect(stepIssues(context.draft, context.rules, step ?? 'departure')).toEqual([]);
    const leftStep = step !== undefined && stepOf(after) !== step && !after.matches('submitting');
    const saved =
      leftStep &&
      (event.type === 'inspection.continue' ||
        event.type === 'inspection.continueWithoutApproval' ||
        pressedNow);
    const submitted = event.type === 'xstate.done.actor.submitInspection';
    // The bytes of photos and the signature are kept, dropped and queued by the machine's own effects.
    const signing = before.matches({ editing: { approval: 'signing' } });
    // A tap on the pad is no signature: it is neither kept nor sent, and the draft is not signed.
    const drawnInk = (event as { ink?: SignatureInk | null }).ink;
    const inked = hasEnoughInk(drawnInk);
    if (signing && event.type === 'inspection.signatureDrawn' && !inked) {
      expect(context.draft.signed).toBe(false);
      expect(context.signatureTooLittle).toBe(true);
    }
    const kept = before.matches('editing')
      ? ({
          'inspection.photoChosen': ['keepPhoto'],
          'inspection.photoRemoved': ['dropPhoto'],
          'inspection.photoRetaken': ['dropPhoto'],
          'inspection.signatureDrawn': signing && inked ? ['keepSignature'] : [],
        }[event.type] ?? [])
      : [];
    // A step left forward is saved as the step moved to, never the one left.
    expect(effects).toEqual(
      saved
        ? [`saveProgress ${JSON.stringify({ step: stepOf(after) })}`]
        : submitted
          ? ['inspectionSubmitted']
          : kept,
    );
    if (submitted) expect(context.outcome).toEqual((event as { output?: unknown }).output);
    if (event.type === 'xstate.error.actor.submitInspection')
      expect(context.errors).toEqual([{ path: 'signerName', message: 'validation.signerNameRequired' }]);
    if (event.type === 'inspection.continueWithoutApproval')
      expect(context.draft.approval).toBe('withoutApproval');
    // Issue 28: an added photo keeps every other photo of its slot; only a retake takes one's place.
    const photoIds = (s: typeof after) => (s.context as MaintenanceContext).draft.photos.map((p) => p.id);
    if (event.type === 'inspection.photoAdded' || event.type === 'inspection.photoRetaken') {
      const { photo, photoId } = event as unknown as { photo: { id: string }; photoId?: string };
      const taken = photo.id;
      const earlier = photoIds(before);
      const replaced = photoId ?? null;
      expect(photoIds(after)).toEqual(
        earlier.includes(taken)
          ? earlier
          : replaced && earlier.includes(replaced)
            ? earlier.map((id) => (id === replaced ? taken : id))
            : [...earlier, taken],
      );
    }
  },
  failureReport({ event, before, after, effects }) {
    const context = after.context as FailureReportContext;
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    expect(after.hasTag('error')).toBe(after.matches('failed'));
    // Sending is remembered from the moment it starts until it ends, so a reload sends the report again.
    expect(context.sending).toBe(after.matches('submitting') || after.matches('failed'));
    if (after.matches('submitting')) expect(problemsOf(context.mode, context.draft)).toEqual([]);
    if (event.type === 'report.submit' && after.matches('filling'))
      expect(context.errors).toEqual(problemsOf(context.mode, context.draft));
    if (event.type === 'xstate.done.actor.sendReport')
      expect(effects).toEqual(['forgetDraft', 'announceSent', 'refreshReports']);
    else if (event.type === 'xstate.error.actor.sendReport')
      expect(effects).toEqual(after.matches('filling') ? ['persistDraft'] : []);
    // A chosen file is kept (or refused) before the draft changes; a send under way goes on without it.
    else if (event.type === 'report.photoChosen')
      expect(effects).toEqual(after.matches('submitting') ? [] : ['keepPhoto']);
    else {
      // Every edit, the start of sending and the way back from a failure are kept in the browser.
      const edited = ['report.change', 'report.photoAdded', 'report.photoRemoved', 'report.startNew'];
      const startedSending = after.matches('submitting') && !before.matches('submitting');
      const keepsDraft =
        edited.includes(event.type) ||
        startedSending ||
        (before.matches('failed') && after.matches('filling'));
      expect(effects).toEqual(keepsDraft ? ['persistDraft'] : []);
    }
    if (event.type === 'network.online')
      expect(after.matches('submitting')).toBe(before.context.error?.status === 0);
    if (after.matches('sent')) expect(context.error).toBeNull();
  },
  quotationApproval({ event, before, after, effects }) {
    const context = after.context as QuotationApprovalContext;
    expect(after.hasTag('busy')).toBe(after.matches('restoring') || after.matches('submitting'));
    expect(after.hasTag('error')).toBe(after.matches('failed') || after.matches('conflict'));
    // Nothing is sent that the contract would refuse; a signature is part of every acceptance sent.
    if (after.matches('submitting')) {
      expect(approvalProblems(context.draft)).toEqual([]);
      if (context.draft.intent === 'accept') {
        expect(context.draft.signature).toBeTruthy();
        expect(hasEnoughInk(context.draft.signatureInk)).toBe(true);
      }
    }
    // The network's return sends again only a decision that failed for want of it, never one the server refused.
    if (event.type === 'network.online')
      expect(after.matches('submitting')).toBe(
        before.matches('failed') && (before.context as QuotationApprovalContext).error?.status === 0,
      );
    // The signature is asked only once the form is right.
    if (after.matches('signing') && before.matches('accepting'))
      expect(approvalProblems(context.draft, 'form')).toEqual([]);
    const intents = { accepted: 'accept', declined: 'decline', questioned: 'question' } as const;
    for (const [state, intent] of Object.entries(intents))
      if (after.matches(state)) expect(context.draft.intent).toBe(intent);
    if (event.type === 'xstate.done.actor.submitDecision')
      expect(effects).toEqual(['forgetDraft', 'reloadQuotation']);
    else if (event.type === 'xstate.error.actor.submitDecision') {
      const error = (event as { error?: { status: number; code?: string } }).error!;
      const lost = error.status === 409 && error.code !== 'quotationExpired';
      // Someone decided first or a new version came: the draft of the old one goes, the customer reads again.
      expect(after.matches('conflict')).toBe(lost);
      expect(effects).toEqual(lost ? ['forgetDraft'] : []);
      if (lost) expect(context.conflict?.code).toBe(error.code);
    } else if (event.type === 'form.cancel') expect(effects).toEqual(['forgetDraft']);
    else if (event.type === 'conflict.reload') expect(effects).toEqual(['reloadQuotation']);
    else {
      // Every change of the draft or its step is kept in the browser, so a reload returns to it.
      const changedDraft = before.context.draft !== after.context.draft;
      const kept = changedDraft && !before.matches('restoring') && !before.matches('submitting');
      expect(effects).toEqual(kept ? ['persistDraft'] : []);
    }
    // A reload comes back at the step it left.
    if (event.type === 'xstate.done.actor.restoreDraft') {
      const kept = (event as { output?: QuotationApprovalContext['draft'] | null }).output;
      const step = !kept?.intent
        ? 'reading'
        : kept.intent === 'accept'
          ? kept.atSignature
            ? 'signing'
            : 'accepting'
          : kept.intent === 'decline'
            ? 'declining'
            : 'asking';
      expect(after.matches(step)).toBe(true);
    }
  },
  outbox({ event, before, after, effects }) {
    const context = after.context as OutboxContext;
    // Offline no send answers with the count, so a user signing in has their store counted.
    const signedInOffline = event.type === 'session.signedIn' && before.matches('offline');
    // Whatever a confirmed entry made stale is read again; a send that found nothing confirmed nothing.
    const confirmed = event.type === 'xstate.done.actor.sendNext' && !after.matches('checking');
    expect(effects).toEqual(signedInOffline ? ['recountStore'] : confirmed ? ['refreshStale'] : []);
    const choosing = ['releasing', 'discarding', 'droppingPhoto', 'recording'].some((s) => after.matches(s));
    expect(after.hasTag('busy')).toBe(after.matches('sending') || after.matches('settingAside') || choosing);
    expect(after.hasTag('offline')).toBe(after.matches('offline'));
    const failure = (event as { error?: { kind?: string } }).error;
    if (event.type === 'xstate.error.actor.sendNext') {
      // Nothing is dropped: a passing failure waits and tries again (the server counts as unreachable), a
      // refusal is set aside so the entries behind it go on.
      if (failure?.kind === 'unavailable') {
        expect(after.matches('waiting')).toBe(true);
        expect(context.server).toBe('unreachable');
        expect(context.attempt).toBe(Math.min(MAX_ATTEMPT, before.context.attempt + 1));
      } else if (failure?.kind === 'refused') {
        expect(after.matches('settingAside')).toBe(true);
        expect(context.server).toBe('reachable');
      } else {
        // A sign-in while the send was out: the refusal was of the login before it, so it goes again at once.
        const signedInMeanwhile = (before.context as OutboxContext).signedInWhileSending;
        expect(after.matches(signedInMeanwhile ? 'sending' : 'signedOut')).toBe(true);
        if (signedInMeanwhile) expect(context.signedInWhileSending).toBe(false);
      }
    }
    // Once set aside, sending goes on with the next entry.
    if (event.type === 'xstate.done.actor.setAside') expect(after.matches('sending')).toBe(true);
    if (event.type === 'xstate.done.actor.sendNext') {
      const { pending, refusals, sentAt } = (
        event as unknown as { output: { pending: number; refusals: unknown[]; sentAt: number | null } }
      ).output;
      expect(context).toMatchObject({ pending, refusals, attempt: 0 });
      // A confirmed entry says the server is there, and when; nothing sent changes neither.
      expect(context.lastSentAt).toBe(sentAt ?? before.context.lastSentAt);
      expect(context.server).toBe(sentAt === null ? before.context.server : 'reachable');
      // Sending goes on while anything waits; with nothing sent, the server is asked whether it is there.
      expect(after.matches('sending')).toBe(pending > 0);
      expect(after.matches('checking')).toBe(pending === 0 && sentAt === null);
    }
    if (event.type === 'xstate.done.actor.checkServer') expect(context.server).toBe('reachable');
    if (event.type === 'xstate.error.actor.checkServer') expect(context.server).toBe('unreachable');
    if (event.type === 'network.online' && !before.matches('signedOut') && !before.hasTag('busy'))
      expect(after.matches('sending')).toBe(true);
    if (event.type === 'outbox.changed' && before.matches('idle'))
      expect(after.matches('sending')).toBe((event as { pending?: number }).pending! > 0);
    // Every choice about a set-aside entry is taken wherever the outbox is not signed out or choosing already.
    const free = !before.matches('signedOut') && !before.matches('settingAside') && !choosingBefore(before);
    if (event.type === 'refusal.retry' && free) expect(after.matches('releasing')).toBe(true);
    if (event.type === 'refusal.discard' && free) expect(after.matches('discarding')).toBe(true);
    if (event.type === 'refusal.dropPhoto' && free) expect(after.matches('droppingPhoto')).toBe(true);
    // Only another inspection of the gate completed meanwhile can be confirmed, and it is then sent again.
    if (event.type === 'refusal.recordAsWell')
      expect(after.matches('recording')).toBe(
        free &&
          before.context.refusals.some(
            (r: { meanwhile?: unknown; inspectionId: string }) =>
              r.inspectionId === (event as { inspectionId?: string }).inspectionId && !!r.meanwhile,
          ),
      );
    // After a choice the outbox starts again: sending, or offline when the browser has no network.
    if (
      /^xstate\.(done|error)\.actor\.(retryRefused|discardRefused|dropPhoto|recordAsWell)$/.test(event.type)
    )
      expect(after.matches('sending') || after.matches('offline')).toBe(true);
    // A user signing in has their own outbox sent, unless the network is gone.
    if (event.type === 'session.signedIn' && ['idle', 'waiting', 'signedOut'].some((s) => before.matches(s)))
      expect(after.matches('sending')).toBe(true);
  },
  invitation({ event, before, after, effects }) {
    const [status, child] = Object.entries(after.value as Record<string, string | Record<string, string>>)[0];
    // `ready` holds what idle and failed have in common: the step is the innermost state.
    const step = typeof child === 'string' ? child : Object.values(child)[0];
    const { account, inviteLink, error } = after.context;
    // The state always tells the account's status as the server last said it.
    expect(status).toBe(account ? account.status : 'new');
    const busySteps = ['inviting', 'resending', 'issuingLink', 'copyingLink', 'deactivating', 'reactivating'];
    expect(after.hasTag('busy')).toBe(busySteps.includes(step));
    expect(after.hasTag('error')).toBe(step === 'failed');
    expect(after.hasTag('confirming')).toBe(step === 'confirmingDeactivation' || step === 'deactivating');
    if (step === 'failed') expect(error).not.toBeNull();
    if (busySteps.includes(step)) expect(error).toBeNull();
    if (step === 'copyingLink') expect(inviteLink).not.toBeNull();

    const output = (event as { output?: { account?: unknown; inviteLink?: string | null } }).output;
    const expected: Record<string, string[]> = {
      'xstate.done.actor.invite': ['accountChanged', 'announceInvited'],
      'xstate.done.actor.deactivate': ['accountChanged', 'announceDeactivated'],
      'xstate.done.actor.reactivate': ['accountChanged', 'announceReactivated'],
      'xstate.done.actor.copyToClipboard': ['announceLinkCopied'],
      'xstate.done.actor.resend': before.hasTag('busy') && step === 'copyingLink' ? [] : ['announceResent'],
    };
    if (event.type.startsWith('xstate.error.')) {
      expect(error).toBe((event as { error?: unknown }).error);
      // The invite dialog shows its failure in the form; anywhere else it is announced, with the message
      // spec section 8 has for that action.
      const kind = event.type.endsWith('.resend')
        ? 'invite'
        : event.type.endsWith('.copyToClipboard')
          ? 'copy'
          : 'update';
      expect(effects).toEqual(status === 'new' ? [] : [`announceFailure {"kind":"${kind}"}`]);
    } else {
      expect(effects).toEqual(expected[event.type] ?? []);
    }
    if (event.type === 'xstate.done.actor.invite') {
      expect(account).toEqual(output?.account);
      expect(inviteLink).toBe(output?.inviteLink);
    }
    if (event.type === 'xstate.done.actor.resend') expect(inviteLink).toBe(output?.inviteLink);
    if (event.type === 'xstate.done.actor.deactivate') expect(status).toBe('deactivated');
    if (event.type === 'account.sync') expect(account).toEqual((event as { account?: unknown }).account);
    if (event.type === 'user.cancel') expect(after.context).toEqual(before.context);
  },
};

/**
 * What each path's test saw the actor take, so the coverage check reads those walks instead of walking every
 * path a second time (on a busy machine that took longer than all the paths' own tests).
 */
const takenOnPath = new Map<GeneratedPath, Set<string>>();

/** A world's paths, made once: the tests and the coverage check must hold the same path objects. */
const worldPaths = new Map<MachineModel['worlds'][number], GeneratedPath[]>();
const pathsOf = (model: MachineModel, world: MachineModel['worlds'][number]) => {
  const made = worldPaths.get(world);
  if (made) return made;
  const paths = generatePaths({ ...model, worlds: [world] });
  worldPaths.set(world, paths);
  return paths;
};

describe.each(machineModels.map((model) => [model.machine.id, model] as const))('%s machine', (id, model) => {
  for (const world of model.worlds) {
    describe(world.name, () => {
      for (const path of pathsOf(model, world)) {
        it(path.description, async () => {
          takenOnPath.set(path, (await replay(path, rules[id])).taken);
        });
      }
    });
  }
});

describe('the inactivity machine on an inspection path', () => {
  it('never times out, on any generated path', async () => {
    const model = machineModels.find((m) => m.machine.id === 'inactivity')!;
    const onInspection = model.worlds.filter((world) => world.name.includes('inspection'));
    expect(onInspection).toHaveLength(1);
    const paths = generatePaths({ ...model, worlds: onInspection });
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(path.state.matches('timedOut')).toBe(false);
      await replay(path);
    }
  });
});

describe('transition coverage', () => {
  // It replays every path of every machine again: on a busy machine that takes longer than one test.
  it('takes every transition of every machine on some generated path', { timeout: 60_000 }, async () => {
    const never: string[] = [];
    for (const model of machineModels) {
      const taken = new Set<string>();
      for (const world of model.worlds)
        for (const path of pathsOf(model, world))
          for (const key of takenOnPath.get(path) ?? (await replay(path)).taken) taken.add(key);
      for (const transition of allTransitions(model.machine)) {
        const key = transitionKey(transition);
        if (!taken.has(key)) never.push(key);
      }
    }
    expect(never).toEqual([]);
  });
});
