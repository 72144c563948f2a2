import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../../server/identity/secret-box';

const SERVER_SECRET = 'a server secret of at least thirty-two characters';

describe('secrets kept sealed', () => {
  it('opens what it sealed, and never writes the plain value', () => {
    const sealed = seal(SERVER_SECRET, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal(SERVER_SECRET, sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh nonce each time: the same secret sealed twice does not read the same.
    expect(seal(SERVER_SECRET, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('opens nothing under another server secret, or once a character of it changed', () => {
    const sealed = seal(SERVER_SECRET, 'JBSWY3DPEHPK3PXP');
    expect(unseal(`${SERVER_SECRET}!`, sealed)).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(unseal(SERVER_SECRET, flipped)).toBeNull();
  });

  it('reads a value kept before sealing as it is, so enrolled users keep signing in', () => {
    expect(unseal(SERVER_SECRET, 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });
});
