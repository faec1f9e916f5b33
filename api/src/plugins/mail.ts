import fp from 'fastify-plugin';
import nodemailer, { type SendMailOptions } from 'nodemailer';

import { EMAIL_PATTERN } from 'shared/validation/fields';
import type { Config } from '../config/env';
import { Statement } from '../db/client';
import type { mailMessages } from '../db/schema';
import type { MailMessage } from '../lib/mail/message';
import { maskEmail } from '../lib/log-redaction';

export interface Mailer {
  /** Rejects when the message cannot be sent or stored; whether that fails a request is the caller's call. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the request wait for SMTP or fail with it: a failure is logged. An
   * answer about an email then takes the same time and status whether or not a message went
   * out (no account enumeration by timing or by a mail-server error). In outbox mode the
   * message is stored before this resolves, which is what the dev mailbox and the tests read.
   */
  queue(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export interface MailPluginOptions {
  config: Config['mail'];
}

/**
 * The one address a message goes to: the sign-up form's plain addr-spec, lower-cased (how the
 * per-address email limits count it). A display name, comment, quoted part or list would let
 * nodemailer deliver to someone the limits never counted (`x0,victim@example.co.uk`), so the
 * mailer sends to nothing else, whatever a stored row says.
 */
export function deliverableAddress(to: string): string {
  const address = to.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(address)) {
    throw new Error('No valid recipient: a message goes to one plain address only');
  }
  return address;
}

const toSendOptions = (message: MailMessage): SendMailOptions => ({
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content,
  })),
});

// One prepared statement for a batch of any size: the query builder's INSERT, written out and
// bound afresh for every batch, was a tenth of the outbox worker's CPU under bench:holds.
const STORE_MESSAGES = new Statement(
  'store_mail_messages',
  `insert into mail_messages ("to", subject, text, html, attachments)
   select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[])`,
);

/**
 * Sends through SMTP when SMTP_URL is set; otherwise keeps every message in `mail_messages`
 * for the dev mailbox. Both read the recipients with nodemailer's envelope code, so an address
 * SMTP would refuse is refused in outbox mode too.
 */
export default fp<MailPluginOptions>(
  async (app, { config }) => {
    let send: Mailer['send'];
    if (config.smtpUrl) {
      // Bounded well under the outbox lease (10 min): nodemailer's defaults allow one stuck
      // server up to 10 min, after which another process would send that batch again.
      const transport = nodemailer.createTransport(
        {
          url: config.smtpUrl,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        },
        { from: config.from },
      );
      app.addHook('onClose', async () => transport.close());
      send = async (message) => {
        await transport.sendMail(toSendOptions(message));
      };
    } else {
      // Messages stored in the same turn of the event loop (the outbox worker sends several at
      // once) share one INSERT: a statement per message was most of the worker's database work.
      // Each send still resolves only once its own row is stored, or rejects with the error.
      type Row = typeof mailMessages.$inferInsert;
      let waiting: { rows: Row[]; stored: () => void; failed: (error: unknown) => void }[] = [];
      const flush = async () => {
        const batch = waiting;
        waiting = [];
        try {
          const stored = batch.flatMap((each) => each.rows);
          await STORE_MESSAGES.rows(app.db, [
            stored.map((row) => row.to),
            stored.map((row) => row.subject),
            stored.map((row) => row.text),
            stored.map((row) => row.html),
            stored.map((row) => JSON.stringify(row.attachments ?? [])),
          ]);
          for (const each of batch) each.stored();
        } catch (error) {
          for (const each of batch) each.failed(error);
        }
      };
      const store = (rows: Row[]) =>
        new Promise<void>((stored, failed) => {
          if (waiting.length === 0) setImmediate(() => void flush());
          waiting.push({ rows, stored, failed });
        });
      // `to` is already the one plain address deliverableAddress allows: its own envelope, so
      // each address's mailbox finds the row by equality.
      send = (message) =>
        store([
          {
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
            attachments: message.attachments ?? [],
          },
        ]);
    }
    const mode = config.smtpUrl ? 'smtp' : 'outbox';
    const mailer: Mailer = {
      async send(message: MailMessage) {
        try {
          await send({ ...message, to: deliverableAddress(message.to) });
        } catch (err) {
          app.log.warn(
            { err, to: maskEmail(message.to), subject: message.subject, mode },
            'mail not sent',
          );
          throw err;
        }
        // The masked recipient and the subject only: bodies carry activation links and codes.
        app.log.info({ to: maskEmail(message.to), subject: message.subject, mode }, 'mail sent');
      },
      async queue(message: MailMessage) {
        const sending = mailer.send(message).catch(() => undefined);
        if (mode === 'outbox') await sending;
      },
    };
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['db'] },
);
