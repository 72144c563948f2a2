import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

/** One message as the SMTP server received it, read back from its RFC 822 text. */
export interface ReceivedMail {
  messageId: string;
  /** The address of the RCPT TO command, as the server was asked to deliver it. */
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface Part {
  headers: Map<string, string>;
  body: Buffer;
}

/** Headers, unfolded, by lower-case name; the body as bytes. */
function splitPart(raw: Buffer): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw
    .subarray(0, end)
    .toString('latin1')
    .replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.subarray(end + 4) };
}

/** `value; a=1; b="two"` as its value and parameters, RFC 2231 continuations (`b*0*=utf-8''..`) joined. */
function parameters(header = '') {
  const [value, ...rest] = header.split(';');
  const pieces = new Map<string, { encoded: boolean; text: string }[]>();
  for (const param of rest) {
    const match = /^\s*([\w-]+)(?:\*(\d+))?(\*)?=(.*)$/.exec(param);
    if (!match) continue;
    const [, name, index, star, text] = match;
    const list = pieces.get(name.toLowerCase()) ?? [];
    list[Number(index ?? 0)] = { encoded: Boolean(star), text: text.trim().replace(/^"(.*)"$/, '$1') };
    pieces.set(name.toLowerCase(), list);
  }
  const params = new Map<string, string>();
  for (const [name, list] of pieces) {
    const joined = list.map((p) => (p.encoded ? p.text.replace(/^[\w-]*'[\w-]*'/, '') : p.text)).join('');
    params.set(name, list.some((p) => p.encoded) ? decodeURIComponent(joined) : joined);
  }
  return { value: value.trim().toLowerCase(), params };
}

function quotedPrintable(body: Buffer): Buffer {
  const text = body.toString('latin1').replace(/=\r\n/g, '');
  return Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
}

const decodeBody = (part: Part) => {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.toString('latin1'), 'base64');
  if (encoding === 'quoted-printable') return quotedPrintable(part.body);
  return part.body;
};

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header, as text. */
const decodeWords = (header: string) =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : quotedPrintable(Buffer.from(text.replace(/_/g, ' ')))
      ).toString('utf8'),
    );

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const type = parameters(part.headers.get('content-type'));
  if (!type.value.startsWith('multipart/')) return [part];
  const boundary = `--${type.params.get('boundary')}`;
  const body = part.body.toString('latin1');
  return body
    .split(boundary)
    .slice(1, -1)
    .flatMap((chunk) =>
      leaves(splitPart(Buffer.from(chunk.replace(/^\r\n/, '').replace(/\r\n$/, ''), 'latin1'))),
    );
}

export function parseMail(raw: Buffer, recipient: string): ReceivedMail {
  const message = splitPart(raw);
  const mail: ReceivedMail = {
    messageId: message.headers.get('message-id') ?? '',
    recipient,
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: '',
    html: '',
    attachments: [],
  };
  for (const part of leaves(message)) {
    const type = parameters(part.headers.get('content-type'));
    const disposition = parameters(part.headers.get('content-disposition'));
    const content = decodeBody(part);
    if (disposition.value === 'attachment') {
      const filename = disposition.params.get('filename') ?? type.params.get('name') ?? '';
      mail.attachments.push({ filename: decodeWords(filename), contentType: type.value, content });
    } else if (type.value === 'text/plain') mail.text = content.toString('utf8');
    else if (type.value === 'text/html') mail.html = content.toString('utf8');
  }
  return mail;
}

export interface SmtpFixture {
  /** smtp://127.0.0.1:port, the same port across stops and starts. */
  readonly url: string;
  /** Every message received so far, in order. */
  readonly received: ReceivedMail[];
  /** Recipients the server refuses with this answer (e.g. 550), as a mailbox that does not exist. */
  refuse(recipient: string, responseCode: number): void;
  /** Keeps every message's DATA unanswered until the returned release is called: a slow SMTP server. */
  hold(): () => void;
  /** Stops listening: the portal's connections are refused until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** An SMTP server in this process, on a port of its own for the whole suite. */
export function useSmtpServer(): SmtpFixture {
  const received: ReceivedMail[] = [];
  const refused = new Map<string, number>();
  let server: SMTPServer | null = null;
  let held: Promise<void> = Promise.resolve();
  let port = 0;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        // A client left connected would otherwise hold `stop` for the default 30 seconds.
        closeTimeout: 1000,
        onRcptTo(address, _session, callback) {
          const code = refused.get(address.address);
          if (!code) return callback();
          callback(Object.assign(new Error(`Mailbox ${address.address} refused`), { responseCode: code }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', async () => {
            await held;
            for (const rcpt of session.envelope.rcptTo)
              received.push(parseMail(Buffer.concat(chunks), rcpt.address));
            callback();
          });
        },
      });
      next.on('error', reject);
      const listening = next.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  beforeAll(start);
  afterAll(stop);

  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    refuse: (recipient, responseCode) => refused.set(recipient, responseCode),
    hold() {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return release;
    },
    stop,
    start,
  };
}
