import fp from 'fastify-plugin';
import { formatTime } from 'shared/format/time';
import {
  bookingConfirmationEmail,
  bookingReminderEmail,
  cancellationEmail,
  standbyTableFreeEmail,
} from '../lib/mail/templates';
import type { MailMessage } from '../lib/mail/message';
import { redactText } from '../lib/log-redaction';
import {
  claimDueMail,
  parkAbandonedMail,
  completeMail,
  queueDueReminders,
  type OutboxMail,
  rescheduleMail,
} from '../repositories/mail-outbox-repository';

export interface MailOutboxWorker {
  /** Asks for a pass soon (after the current I/O); many kicks in a burst make one pass. */
  kick(): void;
  /** Resolves once every email due now has been tried (sent, or rescheduled on failure). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutboxWorker;
  }
}

export interface MailOutboxOptions {
  /** The calendar invitations' ORGANIZER: the address the emails come from. */
  organizerEmail?: string;
  /** How often to look for emails nobody kicked (left by a crashed process, or retries); 0: never. */
  pollSeconds: number;
  /** Rows claimed per statement. */
  batchSize?: number;
  /** Sends in flight at once within a batch. */
  concurrency?: number;
  /** Tries before an email is parked and logged as given up. */
  maxAttempts?: number;
  /**
   * How long a claim keeps other senders off a row: longer than any send takes, or a slow
   * send could be repeated by another process; a crashed sender's rows wait this long.
   */
  leaseSeconds?: number;
}

export const MAIL_OUTBOX_DEFAULTS = {
  // Over SMTP: 5 sends a lane, each bounded by the transport's timeouts (30-60 s), end well
  // inside the lease even against a server that answers nothing. Sent rows are deleted only
  // by the next claim, so a batch that outlasted its lease would be sent twice.
  batchSize: 20,
  concurrency: 4,
  maxAttempts: 8,
  leaseSeconds: 600,
};

/**
 * Batch size when messages are stored locally (no SMTP): a claim costs about the same for 20
 * rows as for 100, and at 20 bench:holds queued emails twice as fast as they went out.
 */
export const MAIL_OUTBOX_STORED_BATCH = 100;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1, 2, 4 … min, at most 1 h. */
export const retryDelaySeconds = (attempts: number) =>
  Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

const wireDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// Stored and logged: an SMTP refusal may quote the recipient.
const errorText = (error: unknown) =>
  redactText(error instanceof Error ? error.message : String(error));

/**
 * Sends the booking emails queued in `mail_outbox` (a transactional outbox: the booking or
 * cancellation and its email intent commit together, and this worker delivers at least once).
 * Any number of API processes may run it on one database: claims skip rows another holds.
 */
export default fp<MailOutboxOptions>(
  async (app, options) => {
    const batchSize = options.batchSize ?? MAIL_OUTBOX_DEFAULTS.batchSize;
    const concurrency = options.concurrency ?? MAIL_OUTBOX_DEFAULTS.concurrency;
    const maxAttempts = options.maxAttempts ?? MAIL_OUTBOX_DEFAULTS.maxAttempts;
    const leaseSeconds = options.leaseSeconds ?? MAIL_OUTBOX_DEFAULTS.leaseSeconds;

    /** The message for a claimed row, or null when there is nobody or nothing to send. */
    const compose = (mail: OutboxMail): MailMessage | null => {
      if (mail.kind === 'standby_table_free') {
        const { standby, restaurant } = mail;
        return {
          to: standby.email,
          ...standbyTableFreeEmail({
            restaurantName: restaurant.name,
            date: wireDate(standby.date),
            time: formatTime(standby.time),
            party: standby.party,
            bookUrl: app.standby.bookUrl(
              restaurant.uuid,
              standby.date,
              standby.party,
              standby.time,
            ),
            leaveUrl: app.standby.leaveUrl(standby.id),
          }),
        };
      }
      if (!mail.guest) return null;
      const { reservation: booking, restaurant, guest } = mail;
      const details = {
        firstName: guest.firstName,
        restaurantName: restaurant.name,
        date: wireDate(booking.date),
        time: `${formatTime(booking.start)} – ${formatTime(booking.end)}`,
        party: booking.party,
        tableMinutes: booking.tableMinutes,
        reservationUuid: booking.uuid,
        start: booking.startsAt,
        end: booking.endsAt,
        organizerEmail: options.organizerEmail,
        attendee: { name: guest.firstName, email: guest.email },
      };
      if (mail.kind === 'booking_reminder') {
        // Cancelled (or started) since it was queued: nothing left to remind of.
        if (booking.cancelledAt || booking.startsAt <= app.now()) return null;
        return {
          to: guest.email,
          ...bookingReminderEmail({
            ...details,
            restaurantAddress: restaurant.address ?? '',
            keepUrl: app.bookingLinks.url(booking.uuid, 'keep'),
            cancelUrl: app.bookingLinks.url(booking.uuid, 'cancel'),
          }),
        };
      }
      if (mail.kind === 'booking_change' && booking.cancelledAt) return null;
      // SEQUENCE: the booking's revision as it stands when sent, one higher for its
      // cancellation, so each file supersedes every one sent before it (ADR 0054).
      const content =
        mail.kind === 'booking_cancellation'
          ? cancellationEmail({
              ...details,
              restaurantAddress: restaurant.address,
              sequence: booking.revision + 1,
              stamp: booking.cancelledAt ?? app.now(),
            })
          : bookingConfirmationEmail({
              ...details,
              restaurantAddress: restaurant.address ?? '',
              noted: mail.payload.noted ?? null,
              occasion: mail.payload.occasion ?? null,
              allergens: mail.payload.allergens ?? [],
              dietaryNotes: mail.payload.dietaryNotes ?? null,
              manageUrl: app.bookingLinks.url(booking.uuid),
              cancelUrl: app.bookingLinks.url(booking.uuid, 'cancel'),
              cancelBy: booking.cancelBy,
              changed: mail.kind === 'booking_change',
              sequence: booking.revision,
              stamp:
                (mail.kind === 'booking_change' ? booking.changedAt : booking.bookedAt) ??
                app.now(),
            });
      return { to: guest.email, ...content };
    };

    /** True when the row is done with (sent, or nobody to send to). */
    const deliver = async (mail: OutboxMail): Promise<boolean> => {
      const log = {
        ...(mail.kind === 'standby_table_free'
          ? { standbyEntry: mail.standby.id }
          : { reservation: mail.reservation.uuid }),
        kind: mail.kind,
        attempts: mail.attempts,
      };
      try {
        const message = compose(mail);
        if (!message) {
          app.log.warn(
            log,
            'booking email dropped: no guest account, or nothing left to remind of or change',
          );
          return true;
        }
        await app.mail.send(message);
        return true;
      } catch (error) {
        // The reservation and the error only: bodies carry names and special requests.
        const giveUp = mail.attempts >= maxAttempts;
        const retryAt = giveUp
          ? null
          : new Date(app.now().getTime() + retryDelaySeconds(mail.attempts) * 1000);
        await rescheduleMail(app.db, mail, retryAt, errorText(error));
        if (giveUp) {
          app.log.error({ ...log, error: errorText(error) }, 'booking email given up');
        } else {
          app.log.warn(
            { ...log, error: errorText(error), retryAt },
            'booking email will be retried',
          );
        }
        return false;
      }
    };

    const park = async () => {
      for (const parked of await parkAbandonedMail(app.db, app.now(), maxAttempts)) {
        app.log.error(
          { outboxId: parked.id, reservationId: parked.reservationId },
          'booking email given up: no sender finished it',
        );
      }
    };

    // Sent rows not yet deleted: the next claim deletes them in the same statement.
    let sent: OutboxMail[] = [];

    /**
     * Deletes the previous batch's sent rows, claims a batch and sends it `concurrency` at a
     * time. Answers how many rows it deleted or claimed: a row that waited behind a deleted one
     * is only claimable by the statement after, so the loop goes on until both are 0.
     */
    const pass = async (): Promise<number> => {
      const completed = sent;
      const batch = await claimDueMail(
        app.db,
        app.now(),
        batchSize,
        leaseSeconds,
        maxAttempts,
        completed,
      );
      sent = [];
      let next = 0;
      const lane = async () => {
        while (next < batch.length) {
          const mail = batch[next++]!;
          if (await deliver(mail)) sent.push(mail);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
      return completed.length + batch.length;
    };

    let closing = false;
    let scheduled = false;
    let again = false;
    let running: Promise<void> | null = null;

    // Until a claim finds nothing: a full batch may leave more, and sending a confirmation
    // frees its booking's cancellation for the next claim.
    // Parking looks at every due row, so it runs once per loop, not before every batch: under
    // load the queue holds thousands and a loop runs many batches.
    const loop = async () => {
      try {
        do {
          again = false;
          await queueDueReminders(app.db, app.now());
          await park();
          while (!closing && (await pass()) > 0);
        } while (again && !closing);
      } finally {
        // Closing (or a failed claim) can leave sent rows behind: delete them now, or they
        // would be sent again once their lease ran out.
        const completed = sent;
        sent = [];
        await completeMail(app.db, completed);
      }
    };

    const run = (): Promise<void> => {
      if (closing) return Promise.resolve();
      if (running) {
        // Rows committed after the running pass claimed get a pass of their own.
        again = true;
        return running;
      }
      running = loop().finally(() => {
        running = null;
      });
      return running;
    };

    const runLogged = () =>
      run().catch((error: unknown) => {
        // The rows stay queued; the next kick or poll tries again.
        app.log.error({ err: error }, 'mail outbox pass failed');
      });

    const worker: MailOutboxWorker = {
      kick() {
        if (closing || scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          void runLogged();
        });
      },
      drain: run,
    };
    app.decorate('mailOutbox', worker);

    // Whatever a previous process left behind goes out as soon as this one is up.
    app.addHook('onReady', async () => worker.kick());

    let timer: NodeJS.Timeout | undefined;
    if (options.pollSeconds > 0) {
      timer = setInterval(() => void runLogged(), options.pollSeconds * 1000);
      timer.unref();
    }
    // Runs before the database plugin's onClose (hooks close in reverse order of registration).
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'mail-outbox', dependencies: ['db', 'mail', 'clock', 'booking-links', 'standby'] },
);
