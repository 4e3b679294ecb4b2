import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable soft line breaks and escapes undone. */
  text: string;
}

export interface MailInbox {
  /** Point `SMTP_URL` here. */
  smtpUrl: string;
  received: ReceivedMail[];
  /**
   * Resolves with the next mail to `address` (already received or still to come), optionally only
   * one whose text contains `containing` (e.g. its subject).
   */
  nextMailTo(address: string, options?: { containing?: string | RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every mail in memory, for tests of the real mailer. */
export async function startMailInbox(): Promise<MailInbox> {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A sender that dies mid-connection (a replica killed by a test) resets its socket: that is the
  // sender's end, not the inbox's, and unhandled it would fail whichever suite is running.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const taken = new Set<ReceivedMail>();

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    async nextMailTo(address, { containing = '', timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      const matches = (text: string) =>
        typeof containing === 'string' ? text.includes(containing) : containing.test(text);
      for (;;) {
        const mail = received.find(
          (candidate) =>
            !taken.has(candidate) && candidate.to.includes(address.toLowerCase()) && matches(candidate.text),
        );
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline)
          throw new Error(`No mail to ${address} (${String(containing)}) within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
