// A local PostgreSQL server for the api tests and benches, without systemd: a private cluster
// in /var/tmp/tablehop-pg (or $TABLEHOP_PG_DIR) on 127.0.0.1:54329 with a `tablehop` superuser.
// On a fresh machine of this kind (root, apt) it installs Debian's postgresql first.
// Progress goes to stderr; stdout gets exactly one line, the admin connection URL, so callers
// can write `url=$(node scripts/ensure-postgres.mjs)`. TEST_DATABASE_URL, when set and
// reachable, is used as is.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATA_DIR = path.resolve(process.env.TABLEHOP_PG_DIR || '/var/tmp/tablehop-pg');
const PORT = Number(process.env.TABLEHOP_PG_PORT || 54329);
const ROLE = 'tablehop';
const PASSWORD = 'tablehop';
const LOCAL_URL = `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${PORT}/postgres`;
const LOG_FILE = path.join(DATA_DIR, 'server.log');
const LOCK_FILE = `${DATA_DIR}.lock`;
const SERVER_USER = 'postgres';
const isRoot = process.getuid?.() === 0;

const log = (message) => process.stderr.write(`[ensure-postgres] ${message}\n`);

function fail(message) {
  process.stderr.write(`[ensure-postgres] ERROR: ${message}\n`);
  process.exit(1);
}

// `pg` is the api's dependency; the root package has none of its own.
let pg;
try {
  pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
} catch {
  fail("cannot load the 'pg' module from api/node_modules: run `pnpm install` first.");
}

/** Connects and runs `select 1`; returns null when fine, else the reason. */
async function probe(url, { checkTrgm = false } = {}) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
    if (checkTrgm) {
      // Creating it for real (then rolling back) loads the C library, not just the catalog entry.
      await client.query('begin');
      await client.query('create extension if not exists pg_trgm');
      await client.query(`select similarity('tablehop', 'tablehop')`);
      await client.query('rollback');
    }
    const { rows } = await client.query(
      'select rolsuper, rolcreatedb from pg_roles where rolname = current_user',
    );
    if (!rows[0]?.rolsuper) {
      log(
        `warning: ${redact(url)} does not log in as a superuser; the tests need to create ` +
          'databases and the migration creates the pg_trgm extension.',
      );
    }
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

function done(url) {
  process.stdout.write(`${url}\n`);
  process.exit(0);
}

/** The newest installed PostgreSQL's bin directory, or null. */
function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function run(command, args, { asServerUser = true, allowFail = false } = {}) {
  let file = command;
  let argv = args;
  if (isRoot && asServerUser) {
    if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) {
      file = 'runuser';
      argv = ['-u', SERVER_USER, '--', command, ...args];
    } else {
      const quote = (s) => `'${s.replaceAll("'", "'\\''")}'`;
      file = 'su';
      argv = [SERVER_USER, '-s', '/bin/sh', '-c', [command, ...args].map(quote).join(' ')];
    }
  }
  // Nothing a child prints may reach our stdout: that line is the URL.
  const result = spawnSync(file, argv, { stdio: ['ignore', 2, 2], cwd: '/' });
  if (result.error) fail(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0 && !allowFail) {
    fail(`${path.basename(command)} exited with ${result.status ?? result.signal}`);
  }
  return result.status;
}

function installPostgres() {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    fail(
      'no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb) and cannot install them ' +
        '(needs root and apt-get). Install them (sudo apt-get install postgresql) or set ' +
        'TEST_DATABASE_URL to a PostgreSQL server where this user may create databases.',
    );
  }
  log('installing Debian postgresql (apt-get) ...');
  const result = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && apt-get install -y -qq postgresql'],
    { stdio: ['ignore', 2, 2], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
  if (result.status !== 0) fail('apt-get install postgresql failed');
}

function serverUserIds() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${SERVER_USER}:`));
  if (!line) fail(`no '${SERVER_USER}' system user (the Debian postgresql package creates it)`);
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** One initdb/start at a time, across concurrent callers (validate and a bench, say). */
async function withLock(fn) {
  try {
    mkdirSync(path.dirname(LOCK_FILE), { recursive: true });
  } catch (error) {
    fail(`cannot create ${path.dirname(LOCK_FILE)}: ${error.message}`);
  }
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      const fd = openSync(LOCK_FILE, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') fail(`cannot create ${LOCK_FILE}: ${error.message}`);
      const holder = Number(readFileSync(LOCK_FILE, 'utf8').trim() || 0);
      let alive = false;
      try {
        if (holder) process.kill(holder, 0);
        alive = holder > 0;
      } catch (e) {
        alive = e.code === 'EPERM';
      }
      if (!alive) {
        rmSync(LOCK_FILE, { force: true });
        continue;
      }
      if (Date.now() > deadline) fail(`timed out waiting for ${LOCK_FILE} (held by pid ${holder})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK_FILE, { force: true });
  }
}

function initCluster(binDir) {
  if (existsSync(DATA_DIR) && readdirSync(DATA_DIR).length) {
    // A half-made directory from an interrupted initdb: start over.
    log(`${DATA_DIR} exists without PG_VERSION; removing it`);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
  mkdirSync(DATA_DIR, { recursive: true, mode: 0o700 });
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tablehop-pg-'));
  const pwfile = path.join(tmp, 'pw');
  writeFileSync(pwfile, `${PASSWORD}\n`);
  if (isRoot) {
    const { uid, gid } = serverUserIds();
    chownSync(DATA_DIR, uid, gid);
    chmodSync(tmp, 0o755);
    chmodSync(pwfile, 0o644);
  }
  chmodSync(DATA_DIR, 0o700);
  log(`initdb ${DATA_DIR} (superuser '${ROLE}') ...`);
  try {
    run(path.join(binDir, 'initdb'), [
      '-D',
      DATA_DIR,
      '-U',
      ROLE,
      `--pwfile=${pwfile}`,
      '--auth-host=scram-sha-256',
      '--auth-local=trust',
      '--encoding=UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
      '--no-instructions',
    ]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const quoted = (s) => `'${s.replaceAll("'", "''")}'`;
  appendFileSync(
    path.join(DATA_DIR, 'postgresql.conf'),
    [
      '',
      '# --- TableHop test cluster (scripts/ensure-postgres.mjs) ---',
      "listen_addresses = '127.0.0.1'",
      `port = ${PORT}`,
      `unix_socket_directories = ${quoted(DATA_DIR)}`,
      'max_connections = 200',
      // Throwaway data: durability buys nothing here and costs a lot of test time.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  );
}

async function ensureLocalCluster() {
  let binDir = findBinDir();
  if (!binDir) {
    installPostgres();
    binDir = findBinDir();
    if (!binDir) fail('postgresql is installed but /usr/lib/postgresql/*/bin/initdb is missing');
  }
  const major = path.basename(path.dirname(binDir));
  log(`PostgreSQL ${major} binaries in ${binDir}`);

  if (!isRoot && existsSync(DATA_DIR) && statSync(DATA_DIR).uid !== process.getuid()) {
    fail(
      `${DATA_DIR} belongs to another user and the server there is not answering on port ${PORT}; ` +
        'run this as root, or set TABLEHOP_PG_DIR to a directory of your own.',
    );
  }

  await withLock(async () => {
    const versionFile = path.join(DATA_DIR, 'PG_VERSION');
    if (!existsSync(versionFile)) {
      initCluster(binDir);
    } else {
      const clusterMajor = readFileSync(versionFile, 'utf8').trim();
      if (clusterMajor !== major) {
        fail(
          `${DATA_DIR} holds a PostgreSQL ${clusterMajor} cluster but the binaries are ${major}; ` +
            'delete the directory (it is test data) or set TABLEHOP_PG_DIR.',
        );
      }
    }
    const pgCtl = path.join(binDir, 'pg_ctl');
    // 0 = running, 3 = not running.
    if (run(pgCtl, ['-D', DATA_DIR, 'status'], { allowFail: true }) === 0) {
      log('cluster already running');
    } else {
      log(`starting the cluster on 127.0.0.1:${PORT} (log: ${LOG_FILE}) ...`);
      const status = run(pgCtl, ['-D', DATA_DIR, '-l', LOG_FILE, '-w', '-t', '60', 'start'], {
        allowFail: true,
      });
      if (status !== 0) {
        if (existsSync(LOG_FILE)) {
          const tail = readFileSync(LOG_FILE, 'utf8').trim().split('\n').slice(-15).join('\n');
          process.stderr.write(`${tail}\n`);
        }
        fail(`pg_ctl start failed (is port ${PORT} taken by another server?)`);
      }
    }
  });

  const problem = await probe(LOCAL_URL, { checkTrgm: true });
  if (problem) fail(`the cluster in ${DATA_DIR} does not accept ${redact(LOCAL_URL)}: ${problem}`);
  log(`ready: ${redact(LOCAL_URL)}`);
  done(LOCAL_URL);
}

// `--stop`: a fast shutdown of the private cluster (the fault bench's outage); run the script
// again without it to start the cluster again.
if (process.argv.includes('--stop')) {
  const binDir = findBinDir();
  if (!binDir || !existsSync(path.join(DATA_DIR, 'PG_VERSION'))) fail('no local cluster to stop');
  run(path.join(binDir, 'pg_ctl'), ['-D', DATA_DIR, '-m', 'fast', '-w', 'stop'], {
    allowFail: true,
  });
  log('cluster stopped');
  process.exit(0);
}

const given = process.env.TEST_DATABASE_URL;
if (given) {
  const problem = await probe(given);
  if (!problem) {
    log(`using TEST_DATABASE_URL (${redact(given)})`);
    done(given);
  }
  log(`TEST_DATABASE_URL (${redact(given)}) is not reachable: ${problem}; using a local cluster`);
}
// Fast path: the private cluster is already up.
if (!(await probe(LOCAL_URL, { checkTrgm: true }))) {
  log(`cluster already running: ${redact(LOCAL_URL)}`);
  done(LOCAL_URL);
}
await ensureLocalCluster();
