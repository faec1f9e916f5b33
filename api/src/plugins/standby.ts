import fp from 'fastify-plugin';
import { panelLinkQuery } from 'shared/routes/panel-link';
import { isStandbyLeaveKey, standbyLeaveKey } from '../lib/booking-link';
import { londonNow } from '../lib/wire-date';
import { rows } from '../repositories/restaurant-repository';
import { serverSecret } from '../repositories/server-secret-repository';
import { endPastStandby, notifyStandby } from '../repositories/standby-repository';
import { sql } from 'drizzle-orm';

export const STANDBY_LEAVE_PATH = '/api/v1/user/standby/leave';

export interface Standby {
  /** After a hold is released or a booking cancelled: checks that booking's date soon. */
  freed(reservationUuid: string): void;
  /** After a booking moved away (a change): checks the restaurant's date it left soon. */
  freedOn(restaurantId: number, date: string): void;
  /** Ends past entries and emails every live entry a free time now answers (holds run out). */
  sweep(): Promise<number>;
  /** Resolves once the checks started so far are done (tests, and closing). */
  drain(): Promise<void>;
  /** The restaurant page with the panel set to the date, party and time. */
  bookUrl(restaurantUuid: string, date: string, party: number, time: string): string;
  /** The emailed one-click way off the list; only this entry's key opens it. */
  leaveUrl(entryId: number): string;
  verifyLeave(entryId: number, key: string): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    standby: Standby;
  }
}

/**
 * The standby list's triggers (ADR 0050): a release or cancellation checks its date at once; a
 * hold that runs out changes nothing in the database, so a sweep every `sweepSeconds` finds
 * those. Any number of processes may run both: notifyStandby ends and queues each entry once.
 */
export default fp<{ sweepSeconds: number }>(
  async (app, { sweepSeconds }) => {
    const secret = await serverSecret(app.db, 'booking_links', app.now());
    const pending = new Set<Promise<unknown>>();
    const track = <T>(work: Promise<T>) => {
      const logged = work.catch((error: unknown) => {
        // The entries stay live; the next sweep looks again.
        app.log.error({ err: error }, 'standby check failed');
        return 0;
      });
      pending.add(logged);
      void logged.finally(() => pending.delete(logged));
      return logged;
    };
    const queued = (count: number) => {
      if (count > 0) app.mailOutbox.kick();
      return count;
    };

    const notify = (restaurantId: number, date: string) => {
      const now = app.now();
      return notifyStandby(app.db, now, londonNow(now).date, { restaurantId, date });
    };

    const standby: Standby = {
      freedOn(restaurantId, date) {
        void track((async () => queued(await notify(restaurantId, date)))());
      },
      freed(reservationUuid) {
        void track(
          (async () => {
            const [row] = await rows<{ restaurant_id: number; reservation_date: string }>(
              app.db,
              sql`select restaurant_id, reservation_date::text as reservation_date from reservations
                  where uuid = ${reservationUuid}::uuid`,
            );
            if (!row) return 0;
            return queued(
              await notify(Number(row.restaurant_id), String(row.reservation_date).slice(0, 10)),
            );
          })(),
        );
      },
      sweep: () =>
        track(
          (async () => {
            const now = app.now();
            const today = londonNow(now).date;
            await endPastStandby(app.db, now, today);
            return queued(await notifyStandby(app.db, now, today));
          })(),
        ),
      async drain() {
        while (pending.size > 0) await Promise.all([...pending]);
      },
      bookUrl: (uuid, date, party, time) =>
        `${app.config.publicUrl}/restaurant-details/${uuid}?${panelLinkQuery({ date, partySize: party, time })}`,
      leaveUrl: (id) =>
        `${app.config.publicUrl}${STANDBY_LEAVE_PATH}?entry=${id}&key=${standbyLeaveKey(secret, id)}`,
      verifyLeave: (id, key) => isStandbyLeaveKey(secret, id, key),
    };
    app.decorate('standby', standby);

    let timer: NodeJS.Timeout | undefined;
    let sweeping = false;
    if (sweepSeconds > 0) {
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        void standby.sweep().finally(() => {
          sweeping = false;
        });
      }, sweepSeconds * 1000);
      timer.unref();
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await standby.drain();
    });
  },
  { name: 'standby', dependencies: ['db', 'clock'] },
);
