// `pnpm bench:holds`: hold + book throughput against PostgreSQL with two real API processes,
// under the seating rules, then one query counting overlapping live claims (must be 0).
// Target: >= 1,000 hold+book operations a second.
//
// Diners compete for the evening: 19:00, 19:30 and 20:00 at the same restaurants, whose turn
// times (60 minutes and more, plus buffer) make the three overlap on every table. Where a
// combination seats more than the largest table, a third of parties are that large, so they
// take joined tables that smaller parties also want. Each diner comes from its own loopback address (127.1.x.y), as
// diners do; BENCH_ADDRESSES=1 sends everything from 127.0.0.1, one address standing for all
// (its holds then queue on that address's lock). Beside it, in the same run, the baseline: the
// health route on the same processes and connections, what the HTTP path alone allows.
//
// Knobs (environment): BENCH_DURATION (s, 10), BENCH_WARMUP (s, 2), BENCH_WORKERS (concurrent
// diners, 64), BENCH_PROCESSES (2), BENCH_RESTAURANTS (320), BENCH_DAYS (dates from 2 days
// ahead, 14), BENCH_ADDRESSES (client addresses, one per diner by default), BENCH_BASELINE (s of
// the health-route baseline, 5; 0 skips it), BENCH_DB (book into that existing database, and
// take back at the end what the run wrote there).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { prepareDatabase } from '../src/db/prepare';
import { openDatabase } from '../src/db/client';
import { londonDaysAhead } from '../src/test/dates';
import { overlappingClaims, SLOT_TAKEN } from '../src/repositories/reservation-repository';
import { startApiProcesses } from '../src/test/api-processes';
import { insertUser } from '../src/test/fixtures';
import { Connection, intFromEnv, percentile } from './http';
import { query, serverUrl, withDatabase } from './postgres';

const DB_NAME = 'tablehop_holds_bench';
const DURATION = intFromEnv('BENCH_DURATION', 10);
const WARMUP = intFromEnv('BENCH_WARMUP', 2);
const WORKERS = intFromEnv('BENCH_WORKERS', 64);
const PROCESSES = intFromEnv('BENCH_PROCESSES', 2);
const RESTAURANTS = intFromEnv('BENCH_RESTAURANTS', 320);
const DAYS = intFromEnv('BENCH_DAYS', 14);
const ADDRESSES = Math.max(1, intFromEnv('BENCH_ADDRESSES', WORKERS));
const BASELINE = intFromEnv('BENCH_BASELINE', 5);
const EVENING = ['19:00', '19:30', '20:00'];
const TARGET_OPS = 1000;
// BENCH_DB: an existing database to book into (bench:scale's, with its 5 million bookings),
// instead of a fresh one with BENCH_RESTAURANTS.
const ON_DATABASE = process.env.BENCH_DB || undefined;

interface ProcStat {
  pid: number;
  parent: number;
  command: string;
  cpuSeconds: number;
}

/** Every process's parent, command and CPU seconds (user + system) so far, from /proc. */
function processes(): ProcStat[] {
  const ticks = 100; // USER_HZ on Linux
  const found: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / ticks,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** CPU seconds of the given processes and all their descendants. */
function cpuOfTrees(roots: Set<number>, all: ProcStat[]): number {
  const parentOf = new Map(all.map((p) => [p.pid, p.parent]));
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at && at > 1; at = parentOf.get(at)) {
      if (roots.has(at)) return true;
    }
    return false;
  };
  return all.filter((p) => inTree(p.pid)).reduce((sum, p) => sum + p.cpuSeconds, 0);
}

const log = (message: string) => process.stderr.write(`[bench:holds] ${message}\n`);

/** A restaurant's evening on one weekday: which of 19:00, 19:30 and 20:00 it opens. */
interface Evening {
  uuid: string;
  slots: { start: string; end: string }[];
  /** Parties 1 to this fit a single table (and the online maximum). */
  smallest: number;
  /** Parties larger than every table that a combination seats, within the rules. */
  joined: number[];
}

interface EveningRow {
  uuid: string;
  weekday: string;
  starts: string[];
  ends: string[];
  largest: number;
  max_online_party: number;
  pacing_covers: number;
  combinations: [number, number][];
}

async function evenings(url: string): Promise<Map<string, Evening[]>> {
  const rows = await query<EveningRow>(
    url,
    `select r.uuid::text as uuid, s.weekday,
            array_agg(to_char(s.slot_start, 'HH24:MI') order by s.slot_start) as starts,
            array_agg(to_char(s.slot_end, 'HH24:MI') order by s.slot_start) as ends,
            (select max(seats) from restaurant_tables t where t.restaurant_id = r.id) as largest,
            r.max_online_party, r.pacing_covers,
            (select coalesce(json_agg(json_build_array(c.min_party, c.max_party)), '[]')
               from table_combinations c where c.restaurant_id = r.id) as combinations
     from opening_slots s join restaurants r on r.id = s.restaurant_id
     where r.online_booking and to_char(s.slot_start, 'HH24:MI') = any($1)
     group by r.id, s.weekday`,
    [EVENING],
  );
  const byWeekday = new Map<string, Evening[]>();
  for (const row of rows) {
    const cap = Math.min(row.max_online_party, row.pacing_covers);
    const joined = new Set<number>();
    for (const [min, max] of row.combinations)
      for (let party = Math.max(min, row.largest + 1); party <= Math.min(max, cap); party++)
        joined.add(party);
    const evening: Evening = {
      uuid: row.uuid,
      slots: row.starts.map((start, i) => ({ start, end: row.ends[i]! })),
      smallest: Math.min(4, row.largest, cap),
      joined: [...joined].sort((a, b) => a - b),
    };
    // Pushed, not copied: at 100,000 restaurants a copy per row took minutes.
    const day = byWeekday.get(row.weekday);
    if (day) day.push(evening);
    else byWeekday.set(row.weekday, [evening]);
  }
  return byWeekday;
}

// Pairs of live claims sharing a table at overlapping times, written out here rather than
// trusted to the code under test; overlappingClaims (the repository's) is asked too.
const LIVE = (alias: string) =>
  `(${alias}.status in ('pending', 'completed') or (${alias}.status = 'hold' and ${alias}.expires_at > now()))`;
const OVERLAP_QUERY = `select count(*) as n from reservations a join reservations b
  on b.restaurant_id = a.restaurant_id and b.id > a.id and b.table_ids && a.table_ids and b.occupancy && a.occupancy
  where ${LIVE('a')} and ${LIVE('b')}`;

/** How much the book was contested: live claims, those on joined tables, and pairs overlapping in time. */
const CONTEST_QUERY = `select
  (select count(*) from reservations a where ${LIVE('a')}) as live,
  (select count(*) from reservations a where ${LIVE('a')} and cardinality(a.table_ids) > 1) as joined,
  (select count(*) from reservations a join reservations b
     on b.restaurant_id = a.restaurant_id and b.id > a.id and b.occupancy && a.occupancy
   where ${LIVE('a')} and ${LIVE('b')}) as overlapping_in_time`;

/** OVERLAP_QUERY for the claims made since `since`, each against the whole book. */
const overlapSince = (
  since: string,
) => `select count(*) as n from reservations a join reservations b
  on b.restaurant_id = a.restaurant_id and b.id <> a.id and b.table_ids && a.table_ids and b.occupancy && a.occupancy
  where a.created_at >= '${since}' and ${LIVE('a')} and ${LIVE('b')}`;

/** CONTEST_QUERY for the claims made since `since`. */
const contestSince = (since: string) => `select
  (select count(*) from reservations a where a.created_at >= '${since}' and ${LIVE('a')}) as live,
  (select count(*) from reservations a where a.created_at >= '${since}' and ${LIVE('a')} and cardinality(a.table_ids) > 1) as joined,
  (select count(*) from reservations a join reservations b
     on b.restaurant_id = a.restaurant_id and b.id <> a.id and b.occupancy && a.occupancy
   where a.created_at >= '${since}' and ${LIVE('a')} and ${LIVE('b')}) as overlapping_in_time`;

/** The loopback address diner `i` connects from; undefined: 127.0.0.1, the default. */
const addressOf = (i: number) => {
  if (ADDRESSES === 1) return undefined;
  const n = i % ADDRESSES;
  return `127.1.${Math.floor(n / 250)}.${1 + (n % 250)}`;
};

async function main() {
  const admin = serverUrl();
  const url = withDatabase(admin, ON_DATABASE ?? DB_NAME);
  if (!ON_DATABASE) {
    // A clean database each run: the figure is for an empty reservation book.
    await query(admin, `drop database if exists ${DB_NAME} with (force)`);
    await query(admin, `create database ${DB_NAME}`);
  }
  const handle = await openDatabase({ url, dataDir: '' });
  if (!ON_DATABASE) {
    await prepareDatabase(handle, { restaurants: RESTAURANTS });
    await query(url, 'analyze');
  }

  // On an existing database the run takes back what it wrote when it ends, so that the next
  // run meets the same book: its fixed seed asks for the same evenings, which this run filled.
  const [before] = ON_DATABASE
    ? await query<{ reservations: number; mails: number }>(
        url,
        `select coalesce((select max(id) from reservations), 0) as reservations,
                coalesce((select max(id) from mail_messages), 0) as mails`,
      )
    : [];
  const byWeekday = await evenings(url);
  const dates = Array.from({ length: DAYS }, (_, i) => londonDaysAhead(2 + i));
  const restaurantsAsked = new Set([...byWeekday.values()].flat().map((e) => e.uuid)).size;

  // One signed-in diner per worker: bookings are made for the caller, as on the site.
  const diners: Awaited<ReturnType<typeof insertUser>>[] = [];
  for (let i = 0; i < WORKERS; i++) diners.push(await insertUser(handle.db));

  log(`starting ${PROCESSES} API processes`);
  // The limits per address stay raised: even one diner per address holds and books far faster
  // than a person (the default is 30 holds a minute).
  const api = await startApiProcesses(PROCESSES, url);
  let seed = 12345;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];

  const holdTimes: number[] = [];
  const bookTimes: number[] = [];
  const opTimes: number[] = [];
  let ops = 0;
  let joinedOps = 0;
  let taken = 0;
  let refused = 0;
  let failures = 0;
  const failedStatuses = new Map<number, number>();
  let recording = false;
  const fail = (status: number) => {
    failures += 1;
    failedStatuses.set(status, (failedStatuses.get(status) ?? 0) + 1);
  };

  // One connection per diner, kept across the warm-up, the measurement and the baseline.
  const connections = Array.from(
    { length: WORKERS },
    (_, worker) => new Connection(new URL(api.urls[worker % api.urls.length]!), addressOf(worker)),
  );

  async function diner(worker: number, until: number) {
    const connection = connections[worker]!;
    const me = diners[worker]!;
    while (Date.now() < until) {
      const date = pick(dates)!;
      const evening = pick(byWeekday.get(date.weekday) ?? []);
      if (!evening) continue;
      const slot = pick(evening.slots)!;
      const joined = evening.joined.length > 0 && random() < 0.35;
      const party = joined ? pick(evening.joined)! : 1 + Math.floor(random() * evening.smallest);
      const where =
        `rest_uuid=${evening.uuid}&start_time=${slot.start}&end_time=${slot.end}` +
        `&date=${date.wire}&day=${date.weekday}&number_of_people=${party}`;
      const started = performance.now();
      const held = await connection.get(
        `/api/v1/user/reservation/reservation-time-hold?status=hold&${where}`,
      );
      const afterHold = performance.now();
      if (held.status === 409) {
        // Nothing free for the whole turn (or the interval's pacing full): the contest itself.
        if (recording) {
          if ((JSON.parse(held.body) as { message?: string }).message === SLOT_TAKEN) taken += 1;
          else refused += 1;
        }
        continue;
      }
      // A dropped connection (status 0) has no body to read.
      const holdBody =
        held.status === 200
          ? (JSON.parse(held.body) as { data?: { uuid: string; hold_token: string } })
          : {};
      if (!holdBody.data) {
        if (recording) fail(held.status);
        continue;
      }
      const booked = await connection.get(
        `/api/v1/user/reservation/reservation-book?reservation_uuid=${holdBody.data.uuid}` +
          `&guest_id=${me.id}&status=pending&${where}`,
        { 'x-hold-token': holdBody.data.hold_token, authorization: `Bearer ${me.token}` },
      );
      const finished = performance.now();
      if (!recording) continue;
      if (booked.status !== 200) {
        fail(booked.status);
        continue;
      }
      ops += 1;
      if (joined) joinedOps += 1;
      holdTimes.push(afterHold - started);
      bookTimes.push(finished - afterHold);
      opTimes.push(finished - started);
    }
  }

  /** The same connections asking the health route: requests a second and their p99. */
  async function baseline(seconds: number) {
    const times: number[] = [];
    let bad = 0;
    const until = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      connections.map(async (connection) => {
        while (Date.now() < until) {
          const t = performance.now();
          const answer = await connection.get('/api/v1/health');
          times.push(performance.now() - t);
          if (answer.status !== 200) bad += 1;
        }
      }),
    );
    times.sort((a, b) => a - b);
    return {
      perSecond: times.length / ((Date.now() - started) / 1000),
      p99: percentile(times, 0.99),
      bad,
    };
  }

  try {
    log(`warm-up ${WARMUP} s`);
    await Promise.all(
      Array.from({ length: WORKERS }, (_, i) => diner(i, Date.now() + WARMUP * 1000)),
    );
    // What autovacuum does within a minute of a live site's first bookings: statistics of the
    // book as it is, and plans made on them. Without it every process kept, for the whole run,
    // plans made on the empty tables of the start: the booking's foreign-key check on
    // reservations read the whole table once per email queued.
    await query(url, 'analyze reservations, mail_outbox, mail_messages');
    log(`measuring ${DURATION} s with ${WORKERS} concurrent diners`);
    const apiPids = new Set(api.pids);
    const cpu = () => {
      const all = processes();
      return {
        api: cpuOfTrees(apiPids, all),
        postgres: all
          .filter((p) => p.command === 'postgres')
          .reduce((sum, p) => sum + p.cpuSeconds, 0),
        client: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
      };
    };
    const loadBefore = os.loadavg()[0]!;
    const cpuBefore = cpu();
    recording = true;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, (_, i) => diner(i, started + DURATION * 1000)),
    );
    const seconds = (Date.now() - started) / 1000;
    recording = false;
    const cpuAfter = cpu();
    const loadAfter = os.loadavg()[0]!;
    // On an existing book of millions, every pair is checked that involves a claim made in
    // this run (against the whole book); a fresh book is checked whole, twice.
    const since = new Date(started - WARMUP * 1000 - 60_000).toISOString();
    const [overlapping] = await query<{ n: string }>(
      url,
      ON_DATABASE ? overlapSince(since) : OVERLAP_QUERY,
    );
    const overlappingRepo = ON_DATABASE
      ? Number(overlapping!.n)
      : await overlappingClaims(handle.db, new Date());
    const [contest] = await query<{ live: string; joined: string; overlapping_in_time: string }>(
      url,
      ON_DATABASE ? contestSince(since) : CONTEST_QUERY,
    );
    // Confirmations leave through mail_outbox after the answer: the figure that counts the
    // emails too is the bookings over the time until the last of them was sent.
    const queuedCount = async () =>
      Number((await query<{ n: string }>(url, `select count(*) as n from mail_outbox`))[0]?.n);
    const queuedAtStop = await queuedCount();
    const drainStarted = Date.now();
    while ((await queuedCount()) > 0 && Date.now() - drainStarted < 300_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const drainSeconds = (Date.now() - drainStarted) / 1000;
    let base: Awaited<ReturnType<typeof baseline>> | null = null;
    if (BASELINE > 0) {
      log(`baseline: the health route for ${BASELINE} s on the same connections`);
      base = await baseline(BASELINE);
    }

    for (const list of [holdTimes, bookTimes, opTimes]) list.sort((a, b) => a - b);
    const opsPerSecond = ops / seconds;
    const overlaps = Number(overlapping?.n);
    console.log(
      `\n${PROCESSES} API processes on one PostgreSQL, ${WORKERS} concurrent diners from ` +
        `${ADDRESSES === 1 ? 'one address' : `${Math.min(ADDRESSES, WORKERS)} addresses`}, ` +
        `${DURATION} s after a ${WARMUP} s warm-up`,
    );
    console.log(
      `the evening: ${EVENING.join(', ')} at ${restaurantsAsked} of ${RESTAURANTS} restaurants ` +
        `(seeded seating rules), ${DAYS} dates from 2 days ahead`,
    );
    console.log(
      `hold+book operations   ${ops} (${opsPerSecond.toFixed(0)} per second), ${joinedOps} on joined tables`,
    );
    console.log(
      `hold    p50 ${percentile(holdTimes, 0.5).toFixed(1)} ms   p99 ${percentile(holdTimes, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `book    p50 ${percentile(bookTimes, 0.5).toFixed(1)} ms   p99 ${percentile(bookTimes, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `op      p50 ${percentile(opTimes, 0.5).toFixed(1)} ms   p99 ${percentile(opTimes, 0.99).toFixed(1)} ms`,
    );
    if (base) {
      console.log(
        `baseline: health route, same processes and connections: ${base.perSecond.toFixed(0)} requests per ` +
          `second (${(base.perSecond / 2).toFixed(0)} pairs: hold+book is two requests), p99 ` +
          `${base.p99.toFixed(1)} ms${base.bad ? `, ${base.bad} not 200` : ''}`,
      );
    }
    console.log(
      `refused holds (409): ${taken} nothing free, ${refused} by another rule; other failures ${failures}` +
        (failures
          ? ` (${[...failedStatuses].map(([status, n]) => `${status}: ${n}`).join(', ')})`
          : ''),
    );
    console.log(
      `live claims afterwards ${contest?.live}, ${contest?.joined} on joined tables; ` +
        `${contest?.overlapping_in_time} pairs at one restaurant overlapping in time`,
    );
    console.log(
      `overlapping live claims on a table: ${overlaps} (overlappingClaims: ${overlappingRepo}) from\n  ${OVERLAP_QUERY.replace(/\s+/g, ' ')}`,
    );
    const [mails] = await query<{ n: string }>(
      url,
      `select count(*) as n from mail_messages where subject like 'Your table at % is booked'`,
    );
    const [bookings] = await query<{ n: string }>(
      url,
      `select count(*) as n from reservations where status = 'pending'`,
    );
    const [queued] = await query<{ n: string }>(url, `select count(*) as n from mail_outbox`);
    console.log(
      `confirmation emails: ${queuedAtStop} still queued when the load stopped, sent within ${drainSeconds.toFixed(1)} s; ` +
        `${mails?.n} stored for ${bookings?.n} bookings (incl. warm-up), ${queued?.n} left`,
    );
    console.log(
      `hold+book with every confirmation sent: ${(ops / (seconds + drainSeconds)).toFixed(0)} per second`,
    );
    // The load client, the API processes and PostgreSQL share these CPUs: anything else running
    // (a test run) takes from the figure.
    console.log(
      `host: ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(2)} before measuring, ${loadAfter.toFixed(2)} after`,
    );
    const share = (key: keyof typeof cpuBefore) =>
      `${((cpuAfter[key] - cpuBefore[key]) / seconds).toFixed(2)} CPUs`;
    console.log(
      `CPU while measuring: API processes ${share('api')}, PostgreSQL ${share('postgres')}, load client ${share('client')}`,
    );
    console.log('\nTargets');
    console.log(
      `  ${opsPerSecond >= TARGET_OPS ? 'PASS' : 'FAIL'}  >= ${TARGET_OPS} hold+book per second: ${opsPerSecond.toFixed(0)}`,
    );
    const clean = overlaps === 0 && overlappingRepo === 0;
    console.log(
      `  ${clean ? 'PASS' : 'FAIL'}  overlapping live claims: ${overlaps} (overlappingClaims ${overlappingRepo})`,
    );
  } finally {
    for (const connection of connections) connection.close();
    await api.stop();
    if (before) {
      await query(url, 'delete from reservations where id > $1', [before.reservations]);
      await query(url, 'delete from mail_messages where id > $1', [before.mails]);
      await query(url, 'delete from users where id = any($1::int[])', [diners.map((d) => d.id)]);
      log('took back the holds, bookings, emails and diners this run wrote');
    }
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
