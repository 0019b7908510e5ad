import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string };

/** A real SMTP server in this process (on `port`, or any free one) that keeps every message it receives. */
export async function startSmtpCapture(port = 0): Promise<{
  url: string;
  messages: CapturedMail[];
  /** The first message to `address` whose text matches `pattern`, waiting up to `ms`. */
  waitFor: (address: string, pattern: RegExp, ms?: number) => Promise<CapturedMail>;
  /** Every message received so far to `address` whose text matches `pattern`. */
  sentTo: (address: string, pattern: RegExp) => CapturedMail[];
  stop: () => Promise<void>;
}> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    sentTo: (address, pattern) =>
      messages.filter((m) => m.to.includes(address.toLowerCase()) && pattern.test(m.raw)),
    waitFor: async (address, pattern, ms = 5000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = messages.find((m) => m.to.includes(address.toLowerCase()) && pattern.test(m.raw));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${String(pattern)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The files a captured message carries (nodemailer's base64 parts): name, type and bytes. */
export function mailAttachments(raw: string): { name: string; contentType: string; bytes: Buffer }[] {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts.flatMap((part) => {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const disposition = /Content-Disposition: attachment;\s*filename="?([^"\r\n]+)"?/i.exec(head ?? '');
    const type = /Content-Type: ([^;\r\n]+)/i.exec(head ?? '');
    if (!disposition || !type) return [];
    const base64 = body.join('').replace(/\r?\n--[\s\S]*$/, '');
    return [{ name: disposition[1]!, contentType: type[1]!, bytes: Buffer.from(base64, 'base64') }];
  });
}
