import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail as its reader sees it: headers and text decoded from their transfer encodings. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Waits for a mail to `to` whose subject is `subject` in the outbox of a server without SMTP_URL
 * (`{DATA_DIR}/mail/*.eml`, written off the request path, so it may come a moment after the answer).
 */
export async function outboxMail(
  dataDir: string,
  to: string,
  subject: string,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const outbox = join(dataDir, 'mail');
  for (const deadline = Date.now() + timeoutMs; ;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const seen = await Promise.all(files.map(async (file) => parseMail(await readFile(join(outbox, file), 'utf8'))));
    const mail = seen.find((candidate) => candidate.to === to && candidate.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const subjects = seen.filter((candidate) => candidate.to === to).map((candidate) => candidate.subject);
      throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms; it got: ${JSON.stringify(subjects)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A single-part text mail as nodemailer writes it (RFC 5322 headers, RFC 2047 words, QP or base64 body). */
function parseMail(raw: string): OutboxMail {
  const split = raw.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = raw.slice(split + 2);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(body.replace(/=\r?\n/g, '')).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: headers.get('to') ?? '', subject: decodeWords(headers.get('subject') ?? ''), text };
}

/** `=?UTF-8?Q?R=C3=A9initialisez_?= =?UTF-8?Q?votre?=` -> 'Réinitialisez votre' (white space between words is dropped). */
function decodeWords(header: string): string {
  return header
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, kind: string, encoded: string) =>
      (kind.toLowerCase() === 'b'
        ? Buffer.from(encoded, 'base64')
        : quotedPrintableBytes(encoded.replace(/_/g, ' '))
      ).toString('utf8'),
    );
}

function quotedPrintableBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i)); // the encoding leaves only ASCII
  }
  return Buffer.from(bytes);
}
