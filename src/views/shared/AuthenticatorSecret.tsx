import { encode } from 'uqr';
import './authenticator-secret.css';

interface AuthenticatorSecretProps {
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The same secret in base32, for typing into an app that cannot scan. */
  secret: string;
  qrLabel: string;
  secretLabel: string;
}

/** The secret groups of four, as authenticator apps show and take them. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new authenticator's secret: its QR code, made here (uqr) and never by a web service, and the key as text.
 * One path of dark modules keeps the SVG small; a quiet zone of four modules, as the standard asks.
 */
export function AuthenticatorSecret({ uri, secret, qrLabel, secretLabel }: AuthenticatorSecretProps) {
  const { data } = encode(uri, { ecc: 'M', border: 0 });
  const quiet = 4;
  const size = data.length + 2 * quiet;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    });
  });
  return (
    <div className="authenticator-secret">
      <svg
        className="authenticator-secret__qr"
        role="img"
        aria-label={qrLabel}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
      <p className="authenticator-secret__text">
        {secretLabel} <code className="authenticator-secret__key">{grouped(secret)}</code>
      </p>
    </div>
  );
}

/** Recovery codes as a list a screen reader reads one by one, and that copies as lines. */
export function RecoveryCodeList({ codes, label }: { codes: string[]; label: string }) {
  return (
    <ul className="recovery-codes" aria-label={label}>
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ul>
  );
}
