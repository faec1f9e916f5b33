// `pnpm bench:faults`: a bounded mix of search, availability, hold and book against two API
// processes on one PostgreSQL, with PostgreSQL stopped mid-run and started again. Prints
// throughput, p99, how the API answered during the outage (503s and how fast), how long it
// took to serve again (no API restart), and checks every booking the diners were told about:
// lost (confirmed but not in the database) and overbooked must both be 0.
//
// It stops the local test cluster of scripts/ensure-postgres.mjs: do not run it beside a test run.
// Knobs (environment): BENCH_DURATION (s, 20), BENCH_WORKERS (concurrent diners, 32),
// BENCH_OUTAGE_AT (s into the run, 6), BENCH_OUTAGE (s the server stays down, 4).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { overlappingClaims } from '../src/repositories/reservation-repository';
import { startApiProcesses } from '../src/test/api-processes';
import { londonDaysAhead } from '../src/test/dates';
import { insertUser } from '../src/test/fixtures';
import { agent, get, intFromEnv, percentile } from './http';
import { query, serverUrl, withDatabase } from './postgres';

const DB_NAME = 'tablehop_fault_bench';
const DURATION = intFromEnv('BENCH_DURATION', 20);
const WORKERS = intFromEnv('BENCH_WORKERS', 32);
const OUTAGE_AT = intFromEnv('BENCH_OUTAGE_AT', 6);
const OUTAGE = intFromEnv('BENCH_OUTAGE', 4);
const ENSURE = path.resolve(__dirname, '..', '..', 'scripts', 'ensure-postgres.mjs');

const log = (message: string) => process.stderr.write(`[bench:faults] ${message}\n`);

interface Slot {
  uuid: string;
  weekday: string;
  start: string;
  end: string;
  name: string;
}

async function main() {
  const admin = serverUrl();
  const url = withDatabase(admin, DB_NAME);
  await query(admin, `drop database if exists ${DB_NAME} with (force)`);
  await query(admin, `create database ${DB_NAME}`);
  const handle = await openDatabase({ url, dataDir: '' });
  await prepareDatabase(handle, { restaurants: 120 });
  const slots = await query<Slot>(
    url,
    `select r.uuid::text as uuid, r.name, s.weekday, to_char(s.slot_start, 'HH24:MI') as start,
            to_char(s.slot_end, 'HH24:MI') as "end"
     from opening_slots s join restaurants r on r.id = s.restaurant_id where r.online_booking`,
  );
  const byWeekday = new Map<string, Slot[]>();
  for (const slot of slots)
    byWeekday.set(slot.weekday, [...(byWeekday.get(slot.weekday) ?? []), slot]);
  const dates = Array.from({ length: 14 }, (_, i) => londonDaysAhead(2 + i));
  const diners: Awaited<ReturnType<typeof insertUser>>[] = [];
  for (let i = 0; i < WORKERS; i++) diners.push(await insertUser(handle.db));
  await handle.close();

  log('starting 2 API processes');
  const api = await startApiProcesses(2, url);
  let seed = 4242;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };

  const started = Date.now();
  const until = started + DURATION * 1000;
  let outageFrom = Infinity;
  let outageTo = Infinity;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const outageAnswers: { status: number; ms: number }[] = [];
  let firstOkAfterOutage: number | null = null;
  const confirmed = new Set<string>();
  let ops = 0;

  const record = (status: number, ms: number, at: number) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    times.push(ms);
    ops += 1;
    if (at >= outageFrom && at < outageTo) outageAnswers.push({ status, ms });
    if (at >= outageTo && status === 200 && firstOkAfterOutage === null) firstOkAfterOutage = at;
  };
  const timed = async (url: string, headers?: Record<string, string>) => {
    const at = Date.now();
    const t = performance.now();
    const answer = await get(url, headers);
    record(answer.status, performance.now() - t, at);
    return answer;
  };

  async function diner(worker: number) {
    const base = api.urls[worker % api.urls.length]!;
    const me = diners[worker]!;
    while (Date.now() < until) {
      const date = dates[Math.floor(random() * dates.length)]!;
      const slot = (byWeekday.get(date.weekday) ?? [])[Math.floor(random() * 50)];
      if (!slot) continue;
      const roll = random();
      if (roll < 0.3) {
        await timed(
          `${base}/api/v1/user/search-restaurant?name=${encodeURIComponent(slot.name.slice(0, 6))}&per_page=10`,
        );
      } else if (roll < 0.55) {
        await timed(
          `${base}/api/v1/user/restaurants/${slot.uuid}/availability?date=${date.wire}&day=${date.weekday}&number_of_people=2`,
        );
      } else {
        const held = await timed(
          `${base}/api/v1/user/reservation/reservation-time-hold?start_time=${slot.start}&end_time=${slot.end}&date=${date.wire}` +
            `&day=${date.weekday}&status=hold&rest_uuid=${slot.uuid}&number_of_people=2`,
        );
        if (held.status !== 200) continue;
        const data = (JSON.parse(held.body) as { data: { uuid: string; hold_token: string } }).data;
        const book = () =>
          timed(
            `${base}/api/v1/user/reservation/reservation-book?reservation_uuid=${data.uuid}&guest_id=${me.id}` +
              `&status=pending&rest_uuid=${slot.uuid}&start_time=${slot.start}&end_time=${slot.end}&date=${date.wire}` +
              `&day=${date.weekday}&number_of_people=2`,
            { 'x-hold-token': data.hold_token, authorization: `Bearer ${me.token}` },
          );
        // A diner whose booking met the outage tries again, as the site's Reserve now would:
        // booking the same hold twice gives one booking.
        for (let attempt = 0; attempt < 20 && Date.now() < until; attempt++) {
          const booked = await book();
          if (booked.status === 200) {
            confirmed.add(data.uuid);
            break;
          }
          if (booked.status !== 503 && booked.status !== 0) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    }
  }

  const outage = (async () => {
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_AT * 1000));
    log('stopping PostgreSQL');
    outageFrom = Date.now();
    execFileSync(process.execPath, [ENSURE, '--stop'], { stdio: ['ignore', 'ignore', 'inherit'] });
    await new Promise((resolve) => setTimeout(resolve, OUTAGE * 1000));
    log('starting PostgreSQL again');
    execFileSync(process.execPath, [ENSURE], { stdio: ['ignore', 'ignore', 'inherit'] });
    outageTo = Date.now();
  })();

  try {
    await Promise.all([outage, ...Array.from({ length: WORKERS }, (_, i) => diner(i))]);
    const seconds = (Date.now() - started) / 1000;
    const check = await openDatabase({ url, dataDir: '' });
    const stored = new Set(
      (
        await query<{ uuid: string }>(
          url,
          `select uuid::text as uuid from reservations where status in ('pending', 'completed')`,
        )
      ).map((r) => r.uuid),
    );
    const lost = [...confirmed].filter((uuid) => !stored.has(uuid)).length;
    const overbooked = await overlappingClaims(check.db, new Date());
    await check.close();

    times.sort((a, b) => a - b);
    const outageTimes = outageAnswers.map((a) => a.ms).sort((a, b) => a - b);
    const outage503 = outageAnswers.filter((a) => a.status === 503).length;
    console.log(
      `\n2 API processes, ${WORKERS} diners, ${DURATION} s; PostgreSQL down ${((outageTo - outageFrom) / 1000).toFixed(1)} s from t=${OUTAGE_AT} s`,
    );
    console.log(
      `requests               ${ops} (${(ops / seconds).toFixed(0)} per second), p99 ${percentile(times, 0.99).toFixed(0)} ms`,
    );
    console.log(
      `statuses               ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}: ${n}`)
        .join(', ')}`,
    );
    console.log(
      `during the outage      ${outageAnswers.length} answers, ${outage503} of them 503, p99 ${percentile(outageTimes, 0.99).toFixed(0)} ms, max ${(outageTimes.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(
      `serving again after    ${firstOkAfterOutage === null ? 'never' : `${((firstOkAfterOutage - outageTo) / 1000).toFixed(1)} s`} (the API processes were not restarted)`,
    );
    console.log(
      `bookings confirmed     ${confirmed.size}; lost ${lost}; overbooked slots ${overbooked}`,
    );
    const ok = lost === 0 && overbooked === 0 && firstOkAfterOutage !== null;
    console.log(ok ? 'PASS' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await api.stop();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
