import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecondFactorState } from '../../contract/second-factor';
import { account, fakeUsersApi, openApp, refusal } from './users/fake-users-api';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const codes = Array.from({ length: 10 }, (_, i) => `k7m2p-q9r${String(i).padStart(2, '0')}`);

/** The second factor's API, as the server keeps it: on once a first code of '123456' is confirmed. */
function secondFactorApi(initial: SecondFactorState) {
  let state = initial;
  return fakeUsersApi({
    'GET /Identity/Sessions': () => ({ sessions: [] }),
    'GET /api/calendar-feed': () => ({ active: false, createdAt: null, lastFetchedAt: null }),
    'GET /Identity/SecondFactor': () => state,
    'POST /Identity/SecondFactor/enrolment': () => ({
      secret: SECRET,
      uri: `otpauth://totp/Service%20portal:james%40example.nl?secret=${SECRET}`,
    }),
    'POST /Identity/SecondFactor/enrolment/confirm': ({ body }) => {
      if ((body as { Code: string }).Code !== '123456') return refusal('invalidSecondFactorCode');
      state = { enabled: true, required: state.required, recoveryCodesLeft: 10 };
      return { recoveryCodes: codes };
    },
    'POST /Identity/SecondFactor/recovery-codes': () => {
      state = { ...state, recoveryCodesLeft: 10 };
      return { recoveryCodes: codes };
    },
    'POST /Identity/SecondFactor/disable': ({ body }) => {
      if ((body as { Password: string }).Password !== 'Geheim!2026') return refusal('wrongPassword');
      state = { enabled: false, required: false, recoveryCodesLeft: 0 };
      return { ok: true };
    },
  });
}

const panel = async () =>
  (await screen.findByRole('heading', { name: 'Tweestapsverificatie' })).closest('section') as HTMLElement;

describe('two-step verification on the account screen', () => {
  it('turns the authenticator on with its first code, shows the recovery codes once, then says it is on', async () => {
    const api = secondFactorApi({ enabled: false, required: false, recoveryCodesLeft: 0 });
    openApp('/account', account('companyuser'));
    const section = await panel();
    expect(await within(section).findByText('Tweestapsverificatie staat uit.')).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Tweestapsverificatie aanzetten' }));

    expect(await within(section).findByRole('img', { name: /QR-code/ })).toBeTruthy();
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = within(section).getByRole('textbox', { name: /Code uit de app/ });
    // The button that had the focus is gone: the field to type the first code in has it.
    await waitFor(() => expect(document.activeElement).toBe(code));
    await userEvent.type(code, '000000');
    await userEvent.click(within(section).getByRole('button', { name: 'Aanzetten' }));
    // A wrong code is said at its field, in the user's language; the secret stays to try again.
    expect(await within(section).findByText(/Deze code is onjuist of al gebruikt/)).toBeTruthy();
    expect(within(section).getByRole('img', { name: /QR-code/ })).toBeTruthy();

    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(within(section).getByRole('button', { name: 'Aanzetten' }));
    const list = await within(section).findByRole('list', { name: 'Herstelcodes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.sent('POST', '/Identity/SecondFactor/enrolment/confirm').at(-1)!.body).toEqual({
      Code: '123456',
    });

    await userEvent.click(within(section).getByRole('button', { name: 'Ik heb de codes bewaard' }));
    expect(
      await within(section).findByText(
        'Tweestapsverificatie staat aan. U heeft nog 10 ongebruikte herstelcodes.',
      ),
    ).toBeTruthy();
    // Shown once: the codes and the secret are gone from the screen.
    expect(within(section).queryByRole('list', { name: 'Herstelcodes' })).toBeNull();
    expect(within(section).queryByText(/JBSW Y3DP/)).toBeNull();
  });

  it('forgets the secret when turning on is cancelled', async () => {
    secondFactorApi({ enabled: false, required: false, recoveryCodesLeft: 0 });
    openApp('/account', account('companyuser'));
    const section = await panel();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Tweestapsverificatie aanzetten' }),
    );
    await within(section).findByRole('img', { name: /QR-code/ });
    await userEvent.click(within(section).getByRole('button', { name: 'Annuleren' }));
    expect(await within(section).findByText('Tweestapsverificatie staat uit.')).toBeTruthy();
    expect(within(section).queryByRole('img', { name: /QR-code/ })).toBeNull();
  });

  it('turns it off with the password and a code, the wrong password said at its field', async () => {
    const api = secondFactorApi({ enabled: true, required: false, recoveryCodesLeft: 7 });
    openApp('/account', account('companyuser'));
    const section = await panel();
    expect(
      await within(section).findByText(
        'Tweestapsverificatie staat aan. U heeft nog 7 ongebruikte herstelcodes.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    // Nothing typed: the schema's own messages, nothing sent.
    await userEvent.click(within(section).getByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    expect(api.sent('POST', '/Identity/SecondFactor/disable')).toHaveLength(0);

    await userEvent.type(within(section).getByLabelText(/Wachtwoord/), 'Verkeerd!2026');
    await userEvent.type(within(section).getByRole('textbox', { name: /Code uit de app/ }), '654321');
    await userEvent.click(within(section).getByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    expect(await within(section).findByText('Het huidige wachtwoord is onjuist')).toBeTruthy();

    await userEvent.clear(within(section).getByLabelText(/Wachtwoord/));
    await userEvent.type(within(section).getByLabelText(/Wachtwoord/), 'Geheim!2026');
    // The refusal goes as the field is typed in again.
    await waitFor(() => expect(within(section).queryByText('Het huidige wachtwoord is onjuist')).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: 'Tweestapsverificatie uitzetten' }));
    expect(await within(section).findByText('Tweestapsverificatie staat uit.')).toBeTruthy();
    expect(api.sent('POST', '/Identity/SecondFactor/disable').at(-1)!.body).toEqual({
      Password: 'Geheim!2026',
      Code: '654321',
    });
  });

  it('offers no way to turn it off to someone who must have it, and renews the recovery codes', async () => {
    const api = secondFactorApi({ enabled: true, required: true, recoveryCodesLeft: 2 });
    openApp('/account', account('dbsadmin'));
    const section = await panel();
    expect(await within(section).findByText(/verplicht; u kunt haar niet uitzetten/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Tweestapsverificatie uitzetten' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Nieuwe herstelcodes maken' }));
    await userEvent.type(within(section).getByRole('textbox', { name: /Code uit de app/ }), '246810');
    await userEvent.click(within(section).getByRole('button', { name: 'Herstelcodes maken' }));
    expect(await within(section).findByRole('list', { name: 'Herstelcodes' })).toBeTruthy();
    expect(api.sent('POST', '/Identity/SecondFactor/recovery-codes')[0]!.body).toEqual({ Code: '246810' });
    await userEvent.click(within(section).getByRole('button', { name: 'Ik heb de codes bewaard' }));
    await waitFor(() =>
      expect(within(section).getByText(/U heeft nog 10 ongebruikte herstelcodes/)).toBeTruthy(),
    );
  });
});
