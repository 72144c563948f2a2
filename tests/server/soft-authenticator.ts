import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/*
 * A passkey authenticator in software, as the server tests' browser: it makes a P-256 key per passkey and
 * answers WebAuthn's create and get the way a platform authenticator does (attestation "none", the user present
 * and verified), in the JSON form a browser's library sends. Only what these answers need of CBOR is written.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(length, 1);
  return b;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();
const counterBytes = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** User present (0x01) and verified (0x04); 0x40 when the passkey's key follows. */
const PRESENT_AND_VERIFIED = 0x05;
const WITH_KEY = 0x40;

export interface SoftPasskey {
  id: string;
  userHandle: string;
  sign(options: { challenge: string }, origin?: string): AuthenticationJson;
}

export interface AuthenticationJson {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
}

/**
 * Makes a passkey for the registration options the server gave (`rp.id`, `user.id`, `challenge`), as seen from
 * `origin`; returns the browser's answer to send and the passkey, to sign in with later.
 */
export function createPasskey(
  options: { challenge: string; rp: { id?: string }; user: { id: string } },
  origin = 'http://localhost:3000',
) {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x as string, 'base64url')],
    [-3, Buffer.from(jwk.y as string, 'base64url')],
  ]);
  const credentialId = randomBytes(16);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([PRESENT_AND_VERIFIED | WITH_KEY]),
    counterBytes(0),
    Buffer.alloc(16),
    idLength,
    credentialId,
    cbor(coseKey),
  ]);
  const clientData = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin });
  const attestationObject = cbor(
    new Map<Cbor, Cbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  const id = b64url(credentialId);
  let counter = 0;
  const passkey: SoftPasskey = {
    id,
    userHandle: options.user.id,
    sign({ challenge }, signOrigin = origin) {
      counter += 1;
      const data = Buffer.concat([sha256(rpId), Buffer.from([PRESENT_AND_VERIFIED]), counterBytes(counter)]);
      const clientDataJSON = Buffer.from(
        JSON.stringify({ type: 'webauthn.get', challenge, origin: signOrigin }),
      );
      const signature = sign('sha256', Buffer.concat([data, sha256(clientDataJSON)]), privateKey);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle: options.user.id,
        },
        clientExtensionResults: {},
      };
    },
  };
  const registration = {
    id,
    rawId: id,
    type: 'public-key' as const,
    response: {
      clientDataJSON: b64url(Buffer.from(clientData)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
  };
  return { registration, passkey };
}
