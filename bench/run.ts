/**
 * `npm run bench`: builds once, starts the backend and the site on loopback with a fresh seeded database,
 * runs the parts (see bench/config.ts and docs/performance.md) and writes bench/results/latest.{json,md}.
 * Exit code: 0 when the harness ran (budgets may FAIL), 1 with --strict and a FAIL, 2 when the harness broke.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENDPOINTS, FULL, HOST, PAGES, PORTS, QUICK, DEALER_SIGN_IN, type Part } from './config';
import { parseArgs, USAGE, type Args } from './lib/args';
import { buildIsCurrent } from '../scripts/build-check';
import { buildServers } from '../scripts/build-servers';
import { backendArgs, serverEnv, siteServerArgs } from '../scripts/site-command';
import type { BenchContext } from './lib/context';
import { startBaseline, type Baseline } from './lib/baseline';
import { probePage } from './lib/probe';
import { killAllNow, startProcess, stopAll, waitForUrl, type Started } from './lib/processes';
import { renderMarkdown, statusCounts, summarize, type ReportMeta, type Row } from './lib/report';
import { runBackend } from './parts/backend';
import { buildRows, buildSite } from './parts/build';
import { runBytes } from './parts/bytes';
import { chromePath, runLighthouse } from './parts/lighthouse';
import { MemoryProbe, memoryRows } from './parts/memory';
import { runSoak } from './parts/soak';
import { runStream } from './parts/stream';
import { runThroughput } from './parts/throughput';
import { runTyping } from './parts/typing';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench', 'results');
const logDir = path.join(resultsDir, 'logs');
const PART_ORDER: readonly Part[] = ['throughput', 'lighthouse', 'bytes', 'backend', 'typing', 'memory', 'soak', 'stream', 'build'];

const startedAt = new Date();
const t0 = Date.now();
const log = (message: string) => console.info(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const rows: Row[] = [];
const raw: Record<string, unknown> = {};
const errors: { part: string; message: string }[] = [];
const notes: string[] = [];
const environment: Record<string, string> = {};
let tempDir: string | undefined;
let finished = false;

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
}

function describeEnvironment(args: Args): void {
  const cpus = os.cpus();
  environment.node = process.version;
  environment.machine = `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, load average ${os.loadavg()[0]?.toFixed(2)} at start`;
  environment.next = packageVersion('next');
  environment.autocannon = packageVersion('autocannon');
  environment.lighthouse = packageVersion('lighthouse');
  if (args.parts.includes('lighthouse') || args.parts.includes('typing')) {
    try {
      const chrome = chromePath();
      const version = spawnSync(chrome, ['--version'], { encoding: 'utf8', timeout: 10_000 }).stdout.trim();
      environment.chromium = `${version} (${chrome})`;
    } catch (error) {
      environment.chromium = error instanceof Error ? error.message : String(error);
    }
  }
  environment.ports = `site ${PORTS.site}, backend ${PORTS.backend}, reference: a free port (all on ${HOST})`;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function writeResults(args: Args): { fails: number } {
  const meta: ReportMeta = {
    mode: args.quick ? 'quick' : 'full',
    startedAt: startedAt.toISOString(),
    durationS: (Date.now() - t0) / 1000,
    parts: args.parts,
    environment,
    notes,
    errors,
  };
  const summary = summarize(rows);
  mkdirSync(resultsDir, { recursive: true });
  const json = {
    meta,
    summary: summary.map((line) => ({ check: line.check.id, label: line.check.label, budget: `${line.check.comparator} ${line.check.limit} ${line.check.unit}`, value: line.value, where: line.where, status: line.status })),
    rows,
    raw,
  };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(resultsDir, 'latest.md'), renderMarkdown(meta, rows, PART_ORDER));
  const counts = statusCounts(summary);
  log(`wrote bench/results/latest.json and latest.md: ${counts.PASS} PASS, ${counts.FAIL} FAIL, ${counts['N/A']} N/A; ${errors.length} harness error(s)`);
  return { fails: counts.FAIL };
}

async function finish(args: Args): Promise<number> {
  if (finished) return 2;
  finished = true;
  let fails = 0;
  try {
    fails = writeResults(args).fails;
  } catch (error) {
    console.error('Could not write the results:', error);
    errors.push({ part: 'report', message: errorMessage(error) });
  }
  await stopAll();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  if (errors.length > 0) return 2;
  return args.strict && fails > 0 ? 1 : 0;
}

async function runPart(part: string, body: () => Promise<void>): Promise<void> {
  const started = Date.now();
  log(`${part}…`);
  try {
    await body();
    log(`${part} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    console.error(`[bench] ${part} failed:`, error);
    errors.push({ part, message: errorMessage(error) });
  }
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}

async function main(args: Args): Promise<void> {
  const timing = args.quick ? QUICK : FULL;
  const selected = (part: Part) => args.parts.includes(part);
  const needSite = selected('throughput') || selected('lighthouse') || selected('bytes') || selected('memory') || selected('typing') || selected('soak');
  const current = buildIsCurrent(root);
  const willBuild = selected('build') ? !args.quick || !current : needSite && !current;

  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fasady-bench-'));
  tempDir = workDir;
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  describeEnvironment(args);

  const backendOrigin = `http://${HOST}:${PORTS.backend}`;
  const siteOrigin = `http://${HOST}:${PORTS.site}`;
  const baseEnv: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete baseEnv.DATABASE_URL;
  const backendEnv = serverEnv({ ...baseEnv, API_PORT: String(PORTS.backend), API_HOST: HOST, DATA_DIR: dataDir, LOG_LEVEL: 'warn', BENCH_SEED_ORDERS: String(DEALER_SIGN_IN.seedOrders) });
  const siteEnv = serverEnv({ ...baseEnv, PORT: String(PORTS.site), API_ORIGIN: backendOrigin });

  // The backend parts talk to the backend alone: without a site part nothing is built or served.
  const needBackend = needSite || willBuild || selected('backend') || selected('stream');
  let backend: Started | undefined;
  if (needBackend) {
    log(`starting the backend on ${backendOrigin} with a fresh database in ${dataDir}`);
    await buildServers(root);
    backend = startProcess('backend', process.execPath, backendArgs(root), { cwd: root, env: backendEnv, logFile: path.join(logDir, 'backend.log') });
    try {
      await waitForUrl(`${backendOrigin}/api/v1/health/ready`, 120_000, backend.child);
    } catch (error) {
      throw new Error(`the backend did not start: ${errorMessage(error)}\n${tail(backend.logFile)}`);
    }
  }

  if (willBuild) {
    let built = false;
    await runPart('build', async () => {
      const result = await buildSite(root, siteEnv, path.join(logDir, 'build.log'));
      built = true;
      raw.build = result;
      if (selected('build')) rows.push(...buildRows(result));
      else notes.push(`The build was not current, so it ran (${result.seconds.toFixed(0)} s) although the build part was not selected.`);
    });
    if (!built && needSite) throw new Error('next build failed; see bench/results/logs/build.log');
  } else if (selected('build')) {
    rows.push(...buildRows(null, 'skipped (build is current)'));
  }

  if (!backend) return;

  const ctx: BenchContext = { root, quick: args.quick, timing, siteOrigin, backendOrigin, logDir, log, pages: [], endpoints: ENDPOINTS, environment, notes };
  let memory: MemoryProbe | undefined;
  if (needSite) {
    log(`starting the site on ${siteOrigin}`);
    const site = startProcess('site', process.execPath, siteServerArgs(root, siteEnv), { cwd: root, env: { ...siteEnv, SITE_HOST: HOST }, logFile: path.join(logDir, 'site.log') });
    try {
      await waitForUrl(`${siteOrigin}/`, 120_000, site.child);
    } catch (error) {
      throw new Error(`the site did not start: ${errorMessage(error)}\n${tail(site.logFile)}`);
    }
    for (const spec of PAGES) {
      const probe = await probePage(siteOrigin, spec);
      ctx.pages.push(probe);
      if (!probe.exists && probe.status !== 404) errors.push({ part: 'probe', message: `${spec.path} ${probe.reason ?? ''}` });
      log(`  ${spec.path}: ${probe.exists ? (probe.caching?.cached ? 'cached' : 'rendered per request') : `N/A (${probe.reason})`}`);
    }
    raw.pages = ctx.pages.map((page) => ({ id: page.spec.id, path: page.spec.path, exists: page.exists, status: page.status, reason: page.reason, caching: page.caching, bytes: page.body?.length }));
    if (backend) memory = new MemoryProbe(site.pid, backend.pid);
    memory?.sample('before load');
  }

  // The framework's floor beside the site's pages (full rounds: its build and five Lighthouse runs take ~1 minute).
  let baseline: Baseline | undefined;
  if (needSite && !args.quick && (selected('bytes') || selected('lighthouse'))) {
    await runPart('baseline (bare Next 16 page)', async () => {
      baseline = await startBaseline(root, workDir, logDir);
      ctx.pages.push(baseline.probe);
    });
  }
  if (selected('bytes')) {
    await runPart('bytes', async () => {
      const result = await runBytes(ctx);
      raw.bytes = result.raw;
      rows.push(...result.rows);
    });
  }
  if (selected('lighthouse')) {
    await runPart('lighthouse', async () => {
      const result = await runLighthouse(ctx);
      raw.lighthouse = result.raw;
      if (result.version) environment.lighthouse = result.version;
      rows.push(...result.rows);
    });
  }
  await baseline?.stop();
  if (selected('throughput') || selected('memory')) {
    await runPart(selected('throughput') ? 'throughput' : 'load for memory', async () => {
      const result = await runThroughput(ctx, (round) => memory?.sample(`after round ${round}`));
      raw.throughput = result.raw;
      if (selected('throughput')) rows.push(...result.rows);
    });
  }
  if (selected('backend')) {
    await runPart('backend', async () => {
      const result = await runBackend(ctx);
      raw.backend = result.raw;
      rows.push(...result.rows);
    });
    // The cabinet's calls load the backend far more than the pages do: its RSS after them counts too.
    memory?.sample('after the backend part');
  }
  if (selected('memory') && memory) {
    raw.memory = memory.samples;
    rows.push(...memoryRows(memory.samples, timing.rounds));
  }
  if (selected('typing')) {
    await runPart('typing', async () => {
      const result = await runTyping(ctx);
      raw.typing = result.raw;
      rows.push(...result.rows);
    });
  }
  if (selected('soak') && memory) {
    const probe = memory;
    await runPart('soak', async () => {
      const result = await runSoak(ctx, () => probe.read());
      raw.soak = result.raw;
      rows.push(...result.rows);
    });
  }
  if (selected('stream')) {
    const backendPid = backend.pid;
    await runPart('stream', async () => {
      const result = await runStream(ctx, backendPid);
      raw.stream = result.raw;
      rows.push(...result.rows);
    });
  }
}

let args: Args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (error) {
  console.error(errorMessage(error));
  process.exit(2);
}
if (args.help) {
  console.info(USAGE);
  process.exit(0);
}

process.on('exit', killAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    errors.push({ part: 'run', message: `interrupted by ${signal}; the figures are what was measured so far` });
    void finish(args).then(() => process.exit(130));
  });
}

log(`${args.quick ? 'quick' : 'full'} round: ${args.parts.join(', ')}`);

try {
  await main(args);
} catch (error) {
  console.error('[bench]', errorMessage(error));
  errors.push({ part: 'run', message: errorMessage(error) });
}
const code = await finish(args);
log(`done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
process.exit(code);
