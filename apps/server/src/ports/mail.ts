import nodemailer from "nodemailer";
import type { Database, Queryable } from "../db/Database.ts";

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** What the mail is for: "password-reset-code", "email-verification", … */
  readonly kind: string;
}

export interface MailPort {
  /**
   * Writes the mail to the outbox, in the caller's transaction: it exists exactly when the change that
   * wrote it commits. Nothing is sent here — sending is slow and must not hold a transaction open.
   */
  send(q: Queryable, mail: Mail): Promise<void>;
  /**
   * Sends what the outbox holds unsent (with SMTP configured; otherwise a no-op). Called after a
   * request commits and periodically; rows are claimed with `for update skip locked`, so replicas never
   * send one mail twice. A failed send is retried on later calls, three tries in all.
   */
  dispatch(): Promise<number>;
}

const maxSendAttempts = 3;

/**
 * The mail port. Every mail is written to the `mail_outbox` table (readable in a local trial at
 * GET /api/v1/dev/outbox); with SMTP_URL set it is then sent through nodemailer.
 */
export const makeMailPort = (options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log?: (line: string) => void;
}): MailPort => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let dispatching: Promise<number> | undefined;
  let again = false;

  const sendClaimed = async (): Promise<number> => {
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await options.db.query<{
        id: number;
        to_address: string;
        subject: string;
        body: string;
      }>(
        `update mail_outbox set attempts = attempts + 1
          where id in (select id from mail_outbox
                        where sent_at is null and error is null and attempts < $1
                        order by id limit 20 for update skip locked)
          returning id, to_address, subject, body`,
        [maxSendAttempts],
      );
      if (claimed.length === 0) return sent;
      for (const mail of claimed) {
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.body,
          });
          await options.db.query("update mail_outbox set sent_at = now() where id = $1", [mail.id]);
          sent++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log?.(`mail to ${mail.to_address} failed: ${message}`);
          await options.db.query(
            "update mail_outbox set error = case when attempts >= $2 then $3 else null end where id = $1",
            [mail.id, maxSendAttempts, message],
          );
          // Leave the rest for the next call rather than hammering a failing server.
          return sent;
        }
      }
    }
  };

  return {
    async send(q, mail) {
      await q.query("insert into mail_outbox (to_address, subject, body, kind) values ($1, $2, $3, $4)", [
        mail.to,
        mail.subject,
        mail.body,
        mail.kind,
      ]);
    },
    dispatch() {
      // One dispatch at a time per process; a call during one asks for one more round after it, so a
      // mail committed while the first round was reading is not left for the periodic call.
      if (dispatching) {
        again = true;
        return dispatching;
      }
      const round = async (): Promise<number> => {
        let sent = 0;
        do {
          again = false;
          sent += await sendClaimed();
        } while (again);
        return sent;
      };
      dispatching = round().finally(() => {
        dispatching = undefined;
      });
      return dispatching;
    },
  };
};
