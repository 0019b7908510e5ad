import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { Tx } from '../common/unit-of-work.js';

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each message to the outbox folder
 * and the log, so a local user can still follow a sign-in link.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  /** Builds the full MIME message (text and HTML parts) for the outbox folder. */
  private readonly composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
    private readonly log: Logger,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Sends `mail` once `tx` has committed, without making the caller wait or fail on it. */
  queue(tx: Tx, mail: Mail): void {
    tx.afterCommit(() => {
      this.send(mail).catch((error: unknown) => {
        this.log.warn({ err: error, to: mail.to, subject: mail.subject }, 'mail not sent');
      });
    });
  }

  async send(mail: Mail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      this.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(this.config.outboxDir, { recursive: true });
    const file = path.join(
      this.config.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`,
    );
    const composed = await this.composer.sendMail({ from: this.config.mailFrom, ...mail });
    await fs.writeFile(file, composed.message as Buffer);
    this.log.info({ to: mail.to, subject: mail.subject, file }, `mail written to the outbox:\n${mail.text}`);
  }

  close(): void {
    this.transport?.close();
    this.composer.close();
  }
}
