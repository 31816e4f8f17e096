import nodemailer from "nodemailer";
import type { Queryable } from "../db/Database.ts";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** What the mail is for: "password-reset-code", "email-verification", … */
  readonly kind: string;
}

export interface MailPort {
  /** Stores the mail in the outbox and, with SMTP configured, sends it. Never throws for a send failure. */
  send(q: Queryable, mail: Mail): Promise<void>;
}

/**
 * The mail port. Every mail is written to the `mail_outbox` table (readable in development at
 * GET /api/v1/dev/outbox); with SMTP_URL set it is also sent through nodemailer.
 */
export const makeMailPort = (options: {
  smtpUrl: string | undefined;
  from: string;
  log?: (line: string) => void;
}) => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const port: MailPort = {
    async send(q, mail) {
      const [row] = await q.query<{ id: number }>(
        "insert into mail_outbox (to_address, subject, body, kind) values ($1, $2, $3, $4) returning id",
        [mail.to, mail.subject, mail.body, mail.kind],
      );
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.body });
        await q.query("update mail_outbox set sent_at = now() where id = $1", [row.id]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.log?.(`mail to ${mail.to} failed: ${message}`);
        await q.query("update mail_outbox set error = $2 where id = $1", [row.id, message]);
      }
    },
  };
  return port;
};
