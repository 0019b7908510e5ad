import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../common/config.js';
import type { Logger } from '../common/logger.js';
import type { Tx } from '../common/unit-of-work.js';
import type { JobQueue } from '../jobs/job-queue.js';

const SEND_MAIL = 'send_mail';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** Files sent with it (a paper to file); sent directly, never through the job queue's JSON. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * Sends mail over SMTP when SMTP_URL is set; otherwise writes each message to the outbox folder
 * and the log, so a local user can still follow a sign-in link. Mail is queued as a job with the
 * change it follows: it leaves once that commits, and an SMTP server that is down only delays it.
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
    private readonly jobs: JobQueue,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
    jobs.define(SEND_MAIL, (payload) => this.send(payload as Mail));
  }

  /** Sends `mail` once `tx` has committed (a durable job, retried with back-off), never making the caller wait. */
  queue(tx: Tx, mail: Mail): void {
    this.jobs.add(tx, SEND_MAIL, mail, { maxAttempts: 12 });
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
