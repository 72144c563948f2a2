import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../server/identity/user-agent';
import { newDeviceMail, passwordChangedMail } from '../../server/mail/account-mails';
import { secondFactorChangedMail } from '../../server/mail/second-factor-mail';

const link = 'https://portal.example/account';
const at = new Date('2026-07-01T12:30:00Z');

describe('account mails', () => {
  it('says a second-factor change in Dutch and in English, with the local time', () => {
    const nl = secondFactorChangedMail('nl', link, 'Sam', 'totpDisabled', at);
    expect(nl.subject).toBe('De tweede factor van uw account is gewijzigd');
    expect(nl.text).toContain('Beste Sam,');
    expect(nl.text).toContain('is de authenticator-app als tweede factor uitgeschakeld');
    expect(nl.text).toContain('14:30');
    expect(nl.link).toBe(link);
    const en = secondFactorChangedMail('en', link, 'Sam', 'passkeyAdded', at);
    expect(en.subject).toBe('The second factor of your account was changed');
    expect(en.text).toContain('a passkey was added');
    expect(en.html).toContain('lang="en"');
  });

  it('names an unknown browser as unknown, and never writes the raw description', () => {
    const mail = newDeviceMail('en', link, 'Sam', { userAgent: 'curl/8.5.0', address: '192.0.2.1', at });
    expect(mail.text).toContain('an unknown browser');
    expect(mail.text).not.toContain('curl');
    expect(passwordChangedMail('nl', link, 'Sam', at).subject).toBe('Uw wachtwoord is gewijzigd');
  });

  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    ['', null, null],
  ])('reads %s as %s on %s', (userAgent, browser, device) => {
    expect(describeUserAgent(userAgent)).toEqual({ browser, device });
  });
});
