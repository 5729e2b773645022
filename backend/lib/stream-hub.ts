import { eq, inArray } from 'drizzle-orm';
import { HEARTBEAT, HEARTBEAT_MS, STREAM_REPLAY_MS, type StreamEvent } from '../../api-client/schemas/stream';
import type { Database, DatabaseKind } from '../db/client';
import { streamBindings } from '../db/schema';
import { listenForEvents, type Envelope, type EventListener } from './events';
import type { Logger } from './logger';

/** One encoded `data:` message; the same bytes go to every stream they are meant for. */
export type SseChunk = Uint8Array;

type Connection = {
  uid: string;
  userId: number | null;
  /** A binding arrived while the stream's own binding was being read: it is newer than what the read returns. */
  rebound?: boolean;
  /** Events received since then (ms) are sent again when the stream gets its user: its page may have missed them. */
  since?: number;
  send: (chunk: SseChunk) => void;
  end?: () => void;
};

/** An event this process received lately, kept for streams that open or get their user just after it. */
type RecentEvent = { at: number; userId?: number; uid?: string; chunk: SseChunk };

/** However many events a burst brings, the replay keeps at most this many. */
const RECENT_MAX = 5_000;

const encoder = new TextEncoder();

/** An event-stream message carrying `data`, one `data:` line per line, as EventSource reads it. */
export function sseChunk(data: string): SseChunk {
  return encoder.encode(`${data.split(/\r\n|\r|\n/).map((line) => `data: ${line}`).join('\n')}\n\n`);
}

/** The heartbeat, encoded once for all streams. */
export const HEARTBEAT_CHUNK = sseChunk(HEARTBEAT);

export type ConnectOptions = {
  /** Ends the stream when the hub closes (the browser then reconnects to another instance). */
  end?: () => void;
  /** Ms since the stream's page began loading: events of the last `age` ms (at most STREAM_REPLAY_MS) are sent again. */
  age?: number;
};

export type StreamHub = {
  /** Registers an open stream of browser `uid`; the returned function removes it. */
  connect(uid: string, send: (chunk: SseChunk) => void, options?: ConnectOptions): Promise<() => void>;
  /** Open streams in this process. */
  size(): number;
  /** Ends every open stream (browsers reconnect to another instance) and stops listening; connect() then fails. */
  close(): Promise<void>;
};

export type StreamHubOptions = { db: Database; kind: DatabaseKind; logger: Logger; heartbeatMs?: number; now?: () => number };

function addTo<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) {
  let set = index.get(key);
  if (!set) index.set(key, (set = new Set()));
  set.add(connection);
}

function removeFrom<K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) {
  const set = index.get(key);
  set?.delete(connection);
  if (set?.size === 0) index.delete(key);
}

/**
 * The streams open in this process, indexed by browser and by user. Events reach it only through the
 * database's LISTEN, so a process delivers what any other process published; one timer beats for all streams.
 */
export function createStreamHub({ db, kind, logger, heartbeatMs = HEARTBEAT_MS, now = Date.now }: StreamHubOptions): StreamHub {
  const byUid = new Map<string, Set<Connection>>();
  const byUser = new Map<number, Set<Connection>>();
  /**
   * A page's first requests can be answered before its stream is open and bound to the user (the browser sends them
   * all at once): an event published in between would never reach it. Every process keeps the last minute's events,
   * oldest first, and sends a stream that asks for it (`age`) those it missed once it knows whose stream it is.
   */
  const recent: RecentEvent[] = [];
  let listener: EventListener | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  const prune = () => {
    const cutoff = now() - STREAM_REPLAY_MS;
    let stale = Math.max(0, recent.length - RECENT_MAX);
    while (stale < recent.length && (recent[stale]?.at ?? 0) < cutoff) stale += 1;
    if (stale > 0) recent.splice(0, stale);
  };

  const replay = (connection: Connection, matches: (event: RecentEvent) => boolean) => {
    const { since } = connection;
    if (since === undefined) return;
    prune();
    for (const event of recent) if (event.at >= since && matches(event)) connection.send(event.chunk);
  };

  const send = (set: Set<Connection> | undefined, target: { userId?: number; uid?: string }, event: StreamEvent) => {
    const chunk = sseChunk(JSON.stringify(event));
    recent.push({ at: now(), ...target, chunk });
    prune();
    for (const connection of set ?? []) connection.send(chunk);
  };

  const rebind = (uid: string, userId: number | null) => {
    for (const connection of byUid.get(uid) ?? []) {
      connection.rebound = true;
      if (connection.userId === userId) continue;
      if (connection.userId !== null) removeFrom(byUser, connection.userId, connection);
      connection.userId = userId;
      if (userId !== null) {
        addTo(byUser, userId, connection);
        replay(connection, (event) => event.userId === userId);
      }
    }
  };

  const onEnvelope = (envelope: Envelope) => {
    if (envelope.t === 'bind') rebind(envelope.uid, envelope.userId);
    else if (envelope.userId !== undefined) send(byUser.get(envelope.userId), { userId: envelope.userId }, envelope.event);
    else if (envelope.uid !== undefined) send(byUid.get(envelope.uid), { uid: envelope.uid }, envelope.event);
  };

  /** After a lost LISTEN connection, bindings made meanwhile are read again. */
  const resync = async () => {
    const uids = [...byUid.keys()];
    if (uids.length === 0) return;
    const rows = await db.select().from(streamBindings).where(inArray(streamBindings.uid, uids));
    const bound = new Map(rows.map((row) => [row.uid, row.userId]));
    for (const uid of uids) rebind(uid, bound.get(uid) ?? null);
  };

  const start = async () => {
    if (!listener) {
      listener = listenForEvents({
        db,
        kind,
        logger,
        onEnvelope,
        onResync: () => void resync().catch((error: unknown) => logger.warn({ err: error }, 'Stream: resync failed')),
      });
      heartbeat = setInterval(() => {
        for (const set of byUid.values()) for (const connection of set) connection.send(HEARTBEAT_CHUNK);
      }, heartbeatMs);
      heartbeat.unref();
    }
    await listener.ready;
  };

  return {
    async connect(uid, sendData, { end, age } = {}) {
      if (closed) throw new Error('The stream hub is closed');
      const since = age === undefined ? undefined : now() - Math.min(age, STREAM_REPLAY_MS);
      await start();
      // Listed before its binding is read, so that a setUser racing the stream's opening (the browser sends both at
      // once) is not lost between the read and the listing.
      const connection: Connection = { uid, userId: null, since, send: sendData, end };
      addTo(byUid, uid, connection);
      replay(connection, (event) => event.uid === uid);
      const remove = () => {
        removeFrom(byUid, uid, connection);
        if (connection.userId !== null) removeFrom(byUser, connection.userId, connection);
      };
      try {
        const [binding] = await db.select({ userId: streamBindings.userId }).from(streamBindings).where(eq(streamBindings.uid, uid));
        if (binding && !connection.rebound) {
          connection.userId = binding.userId;
          addTo(byUser, binding.userId, connection);
          replay(connection, (event) => event.userId === binding.userId);
        }
      } catch (error) {
        remove();
        throw error;
      }
      return remove;
    },
    size: () => {
      let total = 0;
      for (const set of byUid.values()) total += set.size;
      return total;
    },
    async close() {
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const set of byUid.values()) for (const connection of set) connection.end?.();
      byUid.clear();
      byUser.clear();
      recent.length = 0;
      await listener?.close();
      listener = undefined;
    },
  };
}
