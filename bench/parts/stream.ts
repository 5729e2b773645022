import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { HEARTBEAT, HEARTBEAT_MS } from '../../api-client/schemas/stream';
import { STREAM, type Timing } from '../config';
import type { BenchContext } from '../lib/context';
import { makeRow, type Row } from '../lib/report';
import { treeRssMb } from '../lib/rss';

/** How long a batch of streams may take to answer with its first heartbeat, and the hold's grace beyond one period. */
const FIRST_BEAT_MS = 30_000;
const HOLD_GRACE_MS = 10_000;

/** Counts heartbeats in an event stream's text as it arrives: an event may be split across chunks. */
export class HeartbeatCounter {
  count = 0;
  private pending = '';

  push(chunk: string): void {
    const events = (this.pending + chunk).replace(/\r\n?/g, '\n').split('\n\n');
    this.pending = events.pop() ?? '';
    for (const event of events) {
      const data = event
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
        .join('\n');
      if (data === HEARTBEAT) this.count += 1;
    }
  }
}

type Stream = { opened: boolean; counter: HeartbeatCounter; error: string | null; request: http.ClientRequest; closing: boolean };

/** A unique browser id of 32 characters, as the site's `sbs` cookie would be. */
export const benchUid = (): string => randomBytes(16).toString('hex');

function openStream(url: string, agent: http.Agent): Stream {
  const fail = (message: string) => {
    stream.error ??= message;
  };
  const request = http.get(url, { agent, headers: { Accept: 'text/event-stream' } }, (response) => {
    const type = response.headers['content-type'] ?? '';
    if (response.statusCode !== 200 || !type.startsWith('text/event-stream')) {
      fail(`answered ${response.statusCode} ${type}`);
      response.resume();
      return;
    }
    stream.opened = true;
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => stream.counter.push(chunk));
    response.on('close', () => {
      if (!stream.closing) fail('closed by the backend');
    });
  });
  const stream: Stream = { opened: false, counter: new HeartbeatCounter(), error: null, request, closing: false };
  request.on('error', (error) => {
    if (!stream.closing) fail(error.message);
  });
  return stream;
}

function closeStream(stream: Stream): void {
  stream.closing = true;
  stream.request.destroy();
}

/** Resolves when every stream has `beats` heartbeats or an error, or at the deadline. */
async function waitForBeats(streams: readonly Stream[], beats: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && streams.some((stream) => stream.counter.count < beats && stream.error === null)) await sleep(100);
}

export type StreamResult = {
  connections: number;
  opened: number;
  /** Streams that got `heartbeats` heartbeats: the first, plus one more after the hold in a full run. */
  beating: number;
  heartbeats: number;
  errors: number;
  errorSamples: string[];
  rssBeforeMb: number | null;
  rssHeldMb: number | null;
  openSeconds: number;
  heldSeconds: number;
};

export function streamRows(result: StreamResult): Row[] {
  const { connections: n } = result;
  const item = `${n} concurrent streams \`GET ${STREAM.path}\``;
  const share = (count: number) => (count / n) * 100;
  const perConnectionKb = result.rssBeforeMb === null || result.rssHeldMb === null ? null : ((result.rssHeldMb - result.rssBeforeMb) * 1024) / n;
  const beatMetric = result.heartbeats > 1 ? `connections with a second heartbeat, held ${result.heldSeconds.toFixed(0)} s` : 'connections with their first heartbeat';
  const row = (metric: string, value: number | null, unit: Row['unit'], checkId: string, note?: string) =>
    makeRow({ part: 'stream', item, metric, value, unit, checkId, note });
  return [
    row('connections opened', share(result.opened), '%', 'stream-opened', `${result.opened} of ${n}, all with their first heartbeat in ${result.openSeconds.toFixed(1)} s`),
    row(beatMetric, share(result.beating), '%', 'stream-beating', `${result.beating} of ${n}${result.heartbeats > 1 ? '' : '; quick: not held for a heartbeat period'}`),
    row('errors', result.errors, 'count', 'stream-errors', result.errorSamples.length > 0 ? result.errorSamples.join('; ') : undefined),
    row('backend RSS before', result.rssBeforeMb, 'MB', 'backend-rss', `after a warm-up batch of ${STREAM.openBatch} streams, opened and closed`),
    row('backend RSS while held', result.rssHeldMb, 'MB', 'backend-rss'),
    row('backend RSS per connection', perConnectionKb, 'KB', 'stream-memory', `(held − before) ÷ ${n}`),
  ];
}

/**
 * N event streams straight to the backend (node:http, one socket each), opened a batch at a time; each must
 * answer with its first heartbeat, and in a full run beat again while all are held.
 */
export async function measureStreams(backendOrigin: string, backendPid: number, timing: Timing, log: (message: string) => void): Promise<StreamResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const url = () => `${backendOrigin}${STREAM.path}?uid=${benchUid()}`;
  const streams: Stream[] = [];
  try {
    // A first batch, opened and closed, starts the listener and the heartbeat timer and grows the heap's young
    // generation and compiled code to size: costs paid once, not per connection.
    const warmUp = Array.from({ length: STREAM.openBatch }, () => openStream(url(), agent));
    await waitForBeats(warmUp, 1, FIRST_BEAT_MS);
    for (const stream of warmUp) closeStream(stream);
    const cold = warmUp.find((stream) => stream.error !== null || stream.counter.count < 1);
    if (cold) throw new Error(`a warm-up stream got no heartbeat: ${cold.error ?? 'timed out'}`);
    await sleep(1000);
    const rssBeforeMb = treeRssMb(backendPid);

    const opening = Date.now();
    for (let start = 0; start < timing.streamConnections; start += STREAM.openBatch) {
      const batch = Array.from({ length: Math.min(STREAM.openBatch, timing.streamConnections - start) }, () => openStream(url(), agent));
      streams.push(...batch);
      await waitForBeats(batch, 1, FIRST_BEAT_MS);
    }
    const openSeconds = (Date.now() - opening) / 1000;
    log(`  ${streams.filter((stream) => stream.counter.count >= 1).length} of ${timing.streamConnections} streams beating after ${openSeconds.toFixed(1)} s`);

    const held = Date.now();
    const heartbeats = timing.streamHold ? 2 : 1;
    if (timing.streamHold) {
      await sleep(HEARTBEAT_MS);
      await waitForBeats(streams, heartbeats, HOLD_GRACE_MS);
    }
    const rssHeldMb = treeRssMb(backendPid);
    const failed = streams.filter((stream) => stream.error !== null);
    return {
      connections: timing.streamConnections,
      opened: streams.filter((stream) => stream.opened).length,
      beating: streams.filter((stream) => stream.counter.count >= heartbeats && stream.error === null).length,
      heartbeats,
      errors: failed.length,
      errorSamples: [...new Set(failed.map((stream) => stream.error as string))].slice(0, 3),
      rssBeforeMb,
      rssHeldMb,
      openSeconds,
      heldSeconds: (Date.now() - held) / 1000,
    };
  } finally {
    for (const stream of streams) closeStream(stream);
    agent.destroy();
  }
}

export async function runStream(ctx: BenchContext, backendPid: number): Promise<{ rows: Row[]; raw: StreamResult }> {
  const raw = await measureStreams(ctx.backendOrigin, backendPid, ctx.timing, ctx.log);
  return { rows: streamRows(raw), raw };
}
