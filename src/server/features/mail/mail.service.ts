// Outgoing mail: every mail is kept in the outbox table; SMTP sends it when SMTP_URL is set.
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailInput, MailSender } from '../../context';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema/index';

export class Mailer implements MailSender {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  }

  async send(mail: MailInput): Promise<void> {
    const [row] = await this.db
      .insert(outbox)
      .values({ toAddress: mail.to, subject: mail.subject, body: mail.text })
      .returning({ id: outbox.id });
    const id = row!.id;
    if (!this.transport) {
      // The body may hold a secret link, so the log names the outbox row, not the content.
      this.log.info({ outboxId: id }, 'mail kept in the outbox (no SMTP_URL)');
      return;
    }
    try {
      const { to, subject, text, headers } = mail;
      await this.transport.sendMail({ from: this.from, to, subject, text, headers });
      await this.db
        .update(outbox)
        .set({ sentAt: new Date(), updatedAt: new Date() })
        .where(eq(outbox.id, id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.error({ outboxId: id, err: message }, 'mail could not be sent');
      await this.db
        .update(outbox)
        .set({ error: message, updatedAt: new Date() })
        .where(eq(outbox.id, id));
    }
  }

  close(): void {
    this.transport?.close();
  }
}
