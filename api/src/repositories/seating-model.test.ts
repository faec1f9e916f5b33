import fc from 'fast-check';
import { hashSecret } from '../lib/credentials';
import type { Outcome, RefusalKind } from '../lib/refusal';
import { londonDaysAhead, slotEnd } from '../test/dates';
import { insertRestaurant, insertUser } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import {
  bookHold,
  type Claim,
  cancelReservation,
  createHold,
  extendHold,
  moveHold,
  overlappingClaims,
  releaseHold,
} from './reservation-repository';
import { loadSeatingDay, offeredSlots } from './seating-repository';

// A model-based test of the seating engine (ADR 0040): random sequences of hold, move, extend,
// book, release, cancel and clock advances run against the database and against a plain
// reference model written from the rules' wording. After every step no two live claims may
// overlap on a table, and the slots offered must be the model's. Runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.

const SEATS = [2, 2, 4, 6];
// Tables 3+4 (4 and 6 seats) join for 7 to 10.
const COMBINATION = { tables: [2, 3], minParty: 7, maxParty: 10 };
const SLOTS = ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30'];
const PACING = 10;
const BUFFER = 15;
const LIMITS = { perClient: 2, extensions: 2 };
const HOLD_MS = 300_000;
const MINUTE = 60_000;
const PARTIES = [1, 2, 3, 4, 5, 7, 9, 11];
const CLIENTS = ['A', 'B', 'C'];

// The reference model, written again from the rules' wording, not from lib/seating.
const turnOf = (party: number) => (party <= 2 ? 90 : party <= 4 ? 120 : party <= 8 ? 150 : 180);

interface ModelClaim {
  uuid: string;
  token: string;
  client: string;
  party: number;
  slot: string;
  tables: number[];
  from: number;
  to: number;
  status: 'hold' | 'pending' | 'cancelled' | 'released' | 'expired';
  expiresAt: number;
  extensions: number;
  /** When the first hold of its chain of moves was made. */
  heldSince: number;
}

type Command =
  | { kind: 'hold'; client: number; slot: number; party: number }
  | { kind: 'move'; pick: number; slot: number; party: number }
  | { kind: 'extend'; pick: number }
  | { kind: 'book'; pick: number }
  | { kind: 'release'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'wait'; seconds: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('hold' as const),
      client: fc.nat(2),
      slot: fc.nat(5),
      party: fc.constantFrom(...PARTIES),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      pick: fc.nat(),
      slot: fc.nat(5),
      party: fc.constantFrom(...PARTIES),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('extend' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('book' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      seconds: fc.constantFrom(60, 200, 301),
    }),
  },
);

let database: TestDatabase;
let diner: Awaited<ReturnType<typeof insertUser>>;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 2 });
  diner = await insertUser(database.db);
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

async function outcome<T>(
  work: () => Promise<Outcome<T>>,
): Promise<{ ok: T } | { refused: RefusalKind }> {
  const answer = await work();
  return answer.ok ? { ok: answer.value } : { refused: answer.refusal.kind };
}

it('keeps claims apart and offers exactly what the model offers, whatever the sequence', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
      run += 1;
      const place = await insertRestaurant(database.db, {
        name: `The Model Kitchen ${run}`,
        latitude: 51.5,
        longitude: -0.1,
        tables: SEATS,
        slots: SLOTS,
        rules: { pacing_covers: PACING, buffer_minutes: BUFFER },
        combinations: [COMBINATION],
      });
      const seats = new Map(place.tableIds.map((id, i) => [id, SEATS[i]!]));
      const combo = COMBINATION.tables.map((i) => place.tableIds[i]!);
      let now = Date.now();
      const date = londonDaysAhead(20, new Date(now));
      const day = (await loadSeatingDay(database.db, place.id, date, new Date(now)))!;
      const arrival = new Map(day.slots.map((s) => [s.start, s.arrival]));
      const claims: ModelClaim[] = [];

      const live = (c: ModelClaim) =>
        c.status === 'pending' || (c.status === 'hold' && c.expiresAt > now);
      const bestFit = (party: number, slot: string, ignore?: ModelClaim): number[] | null => {
        const at = arrival.get(slot)!;
        const others = claims.filter((c) => c !== ignore && live(c));
        const covers = others
          .filter((c) => Math.floor(c.from / (15 * MINUTE)) === Math.floor(at / (15 * MINUTE)))
          .reduce((sum, c) => sum + c.party, 0);
        if (covers + party > PACING) return null;
        const end = at + (turnOf(party) + BUFFER) * MINUTE;
        const free = (id: number) =>
          others.every((c) => !c.tables.includes(id) || c.to <= at || end <= c.from);
        const singles = [...seats]
          .filter(([, n]) => n >= party)
          .sort(([a, n], [b, m]) => n - m || a - b)
          .map(([id]) => [id]);
        const joined =
          party >= COMBINATION.minParty && party <= COMBINATION.maxParty ? [combo] : [];
        return [...singles, ...joined].find((tables) => tables.every(free)) ?? null;
      };
      const canSeatAtAll = (party: number) => party <= 10;
      const liveHoldsOf = (client: string, except?: ModelClaim) =>
        claims.filter(
          (c) => c !== except && c.client === client && c.status === 'hold' && c.expiresAt > now,
        ).length;
      const request = (client: string, slot: string, party: number) => ({
        restaurantId: place.id,
        date,
        slotStart: slot,
        slotEnd: slotEnd(slot),
        party,
        clientKey: client,
      });
      const choose = (index: number, ...statuses: ModelClaim['status'][]) =>
        pick(
          claims.filter((c) => statuses.includes(c.status)),
          index,
        );
      const pick = <T>(list: T[], index: number) =>
        list.length ? list[index % list.length] : undefined;

      for (const step of commands) {
        const at = new Date(now);
        if (step.kind === 'wait') {
          now += step.seconds * 1000;
        } else if (step.kind === 'hold') {
          // Per run: a client's holds in earlier runs' restaurants still count against it.
          const client = `${run}:${CLIENTS[step.client]!}`;
          const slot = SLOTS[step.slot]!;
          const expected = !canSeatAtAll(step.party)
            ? 'conflict'
            : liveHoldsOf(client) >= LIMITS.perClient
              ? 'too_many'
              : bestFit(step.party, slot);
          const result = await outcome(() =>
            createHold(database.db, request(client, slot, step.party), at, LIMITS),
          );
          if (Array.isArray(expected)) {
            expect(result).toHaveProperty('ok');
            const { claim, token } = (result as { ok: { claim: Claim; token: string } }).ok;
            expect([...claim.tableIds].sort()).toEqual([...expected].sort());
            claims.push({
              uuid: claim.uuid,
              token,
              client,
              party: step.party,
              slot,
              tables: claim.tableIds,
              from: arrival.get(slot)!,
              to: arrival.get(slot)! + (turnOf(step.party) + BUFFER) * MINUTE,
              status: 'hold',
              expiresAt: now + HOLD_MS,
              extensions: 0,
              heldSince: now,
            });
          } else {
            expect(result).toEqual({ refused: expected ?? 'conflict' });
          }
        } else if (step.kind === 'move') {
          const target = pick(
            claims.filter((c) => c.status === 'hold' && c.expiresAt > now),
            step.pick,
          );
          if (!target) continue;
          const slot = SLOTS[step.slot]!;
          const expected = !canSeatAtAll(step.party)
            ? 'conflict'
            : liveHoldsOf(target.client, target) >= LIMITS.perClient
              ? 'too_many'
              : bestFit(step.party, slot, target);
          const result = await outcome(() =>
            moveHold(
              database.db,
              target.uuid,
              target.token,
              request(target.client, slot, step.party),
              at,
              LIMITS,
            ),
          );
          if (Array.isArray(expected)) {
            const claim = (result as { ok: Claim }).ok;
            expect([...claim.tableIds].sort()).toEqual([...expected].sort());
            target.status = 'released';
            claims.push({
              ...target,
              uuid: claim.uuid,
              party: step.party,
              slot,
              tables: claim.tableIds,
              from: arrival.get(slot)!,
              to: arrival.get(slot)! + (turnOf(step.party) + BUFFER) * MINUTE,
              status: 'hold',
              // A move gives 5 minutes, capped at what the first hold and every extension could.
              expiresAt: Math.min(
                now + HOLD_MS,
                target.heldSince + HOLD_MS * (1 + LIMITS.extensions),
              ),
            });
          } else {
            expect(result).toEqual({ refused: expected ?? 'conflict' });
          }
        } else if (step.kind === 'extend') {
          const target = choose(step.pick, 'hold', 'expired');
          if (!target) continue;
          const result = await outcome(() =>
            extendHold(database.db, target.uuid, target.token, at, LIMITS, target.client),
          );
          if (target.extensions >= LIMITS.extensions) {
            expect(result).toEqual({ refused: 'too_many' });
          } else if (target.expiresAt > now) {
            expect(result).toHaveProperty('ok');
            target.expiresAt = now + HOLD_MS;
            target.extensions += 1;
          } else if (liveHoldsOf(target.client, target) >= LIMITS.perClient) {
            // Revived, it would be one more live hold for its address.
            expect(result).toEqual({ refused: 'too_many' });
          } else {
            // A lapsed hold comes back only if its tables are still free and pacing allows it.
            const others = claims.filter((c) => c !== target && live(c));
            const free = others.every(
              (c) =>
                !c.tables.some((id) => target.tables.includes(id)) ||
                c.to <= target.from ||
                target.to <= c.from,
            );
            const covers = others
              .filter(
                (c) =>
                  Math.floor(c.from / (15 * MINUTE)) === Math.floor(target.from / (15 * MINUTE)),
              )
              .reduce((sum, c) => sum + c.party, 0);
            if (free && covers + target.party <= PACING) {
              expect(result).toHaveProperty('ok');
              target.status = 'hold';
              target.expiresAt = now + HOLD_MS;
              target.extensions += 1;
            } else {
              expect(result).toEqual({ refused: 'gone' });
            }
          }
        } else if (step.kind === 'book') {
          const target = choose(step.pick, 'hold');
          if (!target) continue;
          const result = await outcome(() =>
            bookHold(
              database.db,
              target.uuid,
              target.token,
              {
                restaurantId: place.id,
                date: date.iso,
                start: target.slot,
                party: target.party,
                guestId: diner.id,
                bearerHash: hashSecret(diner.token),
                signedInUser: async () => diner.id,
                noted: null,
              },
              at,
            ),
          );
          if (target.expiresAt > now) {
            expect(result).toHaveProperty('ok');
            target.status = 'pending';
          } else {
            expect(result).toEqual({ refused: 'gone' });
          }
        } else if (step.kind === 'release') {
          const target = choose(step.pick, 'hold');
          if (!target) continue;
          await releaseHold(database.db, target.uuid, target.token);
          target.status = 'released';
        } else {
          const target = choose(step.pick, 'pending');
          if (!target) continue;
          await cancelReservation(database.db, diner.id, target.uuid, at);
          target.status = 'cancelled';
        }

        // After every step: the invariant, and availability agrees with the model.
        const check = new Date(now);
        expect(await overlappingClaims(database.db, check)).toBe(0);
        const today = (await loadSeatingDay(database.db, place.id, date, check))!;
        for (const party of [2, 4, 9]) {
          const offered = offeredSlots(today, party, check, date, londonDaysAhead(0, check).iso);
          expect(offered.slots.map((s) => s.start)).toEqual(
            SLOTS.filter((slot) => bestFit(party, slot) !== null),
          );
        }
      }
    }),
    { numRuns: process.env.TEST_DATABASE_URL ? 15 : 30 },
  );
}, 240_000);
