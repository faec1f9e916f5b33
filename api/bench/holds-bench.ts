// `pnpm bench:holds`: hold + book throughput against PostgreSQL with two real API processes,
// then a count of overbooked slots (must be 0). Target: >= 1,000 hold+book operations a second.
//
// Knobs (environment): BENCH_DURATION (s, 10), BENCH_WARMUP (s, 2), BENCH_WORKERS (concurrent
// diners, 64), BENCH_PROCESSES (2).
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { prepareDatabase } from '../src/db/prepare';
import { openDatabase } from '../src/db/client';
import { londonDaysAhead } from '../src/test/dates';
import { overlappingClaims } from '../src/repositories/reservation-repository';
import { startApiProcesses } from '../src/test/api-processes';
import { insertUser } from '../src/test/fixtures';
import { Connection, intFromEnv, percentile } from './http';
import { query, serverUrl, withDatabase } from './postgres';

const DB_NAME = 'tablehop_holds_bench';
const DURATION = intFromEnv('BENCH_DURATION', 10);
const WARMUP = intFromEnv('BENCH_WARMUP', 2);
const WORKERS = intFromEnv('BENCH_WORKERS', 64);
const PROCESSES = intFromEnv('BENCH_PROCESSES', 2);
const TARGET_OPS = 1000;

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

interface Slot {
  uuid: string;
  weekday: string;
  start: string;
  end: string;
}

const datesAhead = (count: number) =>
  Array.from({ length: count }, (_, i) => londonDaysAhead(2 + i));

async function main() {
  const admin = serverUrl();
  const url = withDatabase(admin, DB_NAME);
  // A clean database each run: the figure is for an empty reservation book.
  await query(admin, `drop database if exists ${DB_NAME} with (force)`);
  await query(admin, `create database ${DB_NAME}`);
  const handle = await openDatabase({ url, dataDir: '' });
  await prepareDatabase(handle, { restaurants: 320 });
  await query(url, 'analyze');

  const slots = await query<Slot>(
    url,
    `select r.uuid::text as uuid, s.weekday, to_char(s.slot_start, 'HH24:MI') as start, to_char(s.slot_end, 'HH24:MI') as "end"
     from opening_slots s join restaurants r on r.id = s.restaurant_id where r.online_booking`,
  );
  const byWeekday = new Map<string, Slot[]>();
  for (const slot of slots)
    byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  const dates = datesAhead(28);

  // One signed-in diner per worker: bookings are made for the caller, as on the site.
  const diners: Awaited<ReturnType<typeof insertUser>>[] = [];
  for (let i = 0; i < WORKERS; i++) diners.push(await insertUser(handle.db));

  log(`starting ${PROCESSES} API processes`);
  const api = await startApiProcesses(PROCESSES, url);
  let seed = 12345;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  const holdTimes: number[] = [];
  const bookTimes: number[] = [];
  const opTimes: number[] = [];
  let ops = 0;
  let taken = 0;
  let failures = 0;
  let recording = false;

  // One connection per diner, kept across the warm-up and the measurement.
  const connections = Array.from(
    { length: WORKERS },
    (_, worker) => new Connection(new URL(api.urls[worker % api.urls.length]!)),
  );

  async function diner(worker: number, until: number) {
    const connection = connections[worker]!;
    const me = diners[worker]!;
    while (Date.now() < until) {
      const date = dates[Math.floor(random() * dates.length)]!;
      const choices = byWeekday.get(date.weekday) ?? [];
      const slot = choices[Math.floor(random() * choices.length)];
      if (!slot) continue;
      const party = 1 + Math.floor(random() * 4);
      const started = performance.now();
      const held = await connection.get(
        `/api/v1/user/reservation/reservation-time-hold?start_time=${slot.start}&end_time=${slot.end}&date=${date.wire}` +
          `&day=${date.weekday}&status=hold&rest_uuid=${slot.uuid}&number_of_people=${party}`,
      );
      const afterHold = performance.now();
      if (held.status === 409) {
        if (recording) taken += 1;
        continue;
      }
      // A dropped connection (status 0) has no body to read.
      const holdBody =
        held.status === 200
          ? (JSON.parse(held.body) as { data?: { uuid: string; hold_token: string } })
          : {};
      if (!holdBody.data) {
        if (recording) failures += 1;
        continue;
      }
      const booked = await connection.get(
        `/api/v1/user/reservation/reservation-book?reservation_uuid=${holdBody.data.uuid}&guest_id=${me.id}` +
          `&status=pending&rest_uuid=${slot.uuid}&start_time=${slot.start}&end_time=${slot.end}&date=${date.wire}` +
          `&day=${date.weekday}&number_of_people=${party}`,
        { 'x-hold-token': holdBody.data.hold_token, authorization: `Bearer ${me.token}` },
      );
      const finished = performance.now();
      if (!recording) continue;
      if (booked.status !== 200) {
        failures += 1;
        continue;
      }
      ops += 1;
      holdTimes.push(afterHold - started);
      bookTimes.push(finished - afterHold);
      opTimes.push(finished - started);
    }
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
    const cpuBefore = cpu();
    recording = true;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, (_, i) => diner(i, started + DURATION * 1000)),
    );
    const seconds = (Date.now() - started) / 1000;
    recording = false;
    const cpuAfter = cpu();
    const overbooked = await overlappingClaims(handle.db, new Date());
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

    for (const list of [holdTimes, bookTimes, opTimes]) list.sort((a, b) => a - b);
    const opsPerSecond = ops / seconds;
    console.log(
      `\n${PROCESSES} API processes on one PostgreSQL, ${WORKERS} concurrent diners, ${DURATION} s after a ${WARMUP} s warm-up`,
    );
    console.log(`hold+book operations   ${ops} (${opsPerSecond.toFixed(0)} per second)`);
    console.log(
      `hold    p50 ${percentile(holdTimes, 0.5).toFixed(1)} ms   p99 ${percentile(holdTimes, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `book    p50 ${percentile(bookTimes, 0.5).toFixed(1)} ms   p99 ${percentile(bookTimes, 0.99).toFixed(1)} ms`,
    );
    console.log(
      `op      p50 ${percentile(opTimes, 0.5).toFixed(1)} ms   p99 ${percentile(opTimes, 0.99).toFixed(1)} ms`,
    );
    console.log(`slot already taken (409)  ${taken}; other failures ${failures}`);
    console.log(`overbooked slots found afterwards: ${overbooked}`);
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
    console.log(
      `host: ${os.cpus().length} CPUs, load average ${os.loadavg()[0]?.toFixed(2)} at the end`,
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
    console.log(`  ${overbooked === 0 ? 'PASS' : 'FAIL'}  overbooked slots: ${overbooked}`);
  } finally {
    for (const connection of connections) connection.close();
    await api.stop();
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
