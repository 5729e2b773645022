import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { streamEventSchema, type StreamEvent } from '../../api-client/schemas/stream';
import type { Database, DatabaseKind, Tx } from '../db/client';
import type { Logger } from './logger';

/** A database handle or an open transaction: events published in a transaction go out when it commits. */
export type DbOrTx = Database | Tx;

export const EVENT_CHANNEL = 'fasadia_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes and more. */
const MAX_PAYLOAD_BYTES = 7900;

/** What travels on the channel: an event for a user or a browser, or a change of a browser's user. */
export type Envelope =
  | { t: 'event'; userId?: number; uid?: string; event: StreamEvent }
  | { t: 'bind'; uid: string; userId: number | null };

async function notify(db: DbOrTx, envelope: Envelope): Promise<void> {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Stream event too large (${envelope.t})`);
  await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${payload})`);
}

/** Sends an event to every open stream of a signed-in user, in every backend process sharing the database. */
export function publishEvent(db: DbOrTx, userId: number, event: StreamEvent): Promise<void> {
  return notify(db, { t: 'event', userId, event });
}

/** Sends an event to the streams of one browser (a visitor's chat, keyed by its session id). */
export function publishToSession(db: DbOrTx, uid: string, event: StreamEvent): Promise<void> {
  return notify(db, { t: 'event', uid, event });
}

export function publishBinding(db: DbOrTx, uid: string, userId: number | null): Promise<void> {
  return notify(db, { t: 'bind', uid, userId });
}

function parseEnvelope(payload: string | undefined): Envelope | null {
  try {
    const data = JSON.parse(payload ?? '') as Envelope;
    if (data.t === 'bind' && typeof data.uid === 'string') return data;
    if (data.t === 'event' && streamEventSchema.safeParse(data.event).success) return data;
  } catch {
    // not ours: ignored below
  }
  return null;
}

export type EventListener = {
  /** Resolves once LISTEN is active. */
  ready: Promise<void>;
  close(): Promise<void>;
};

export type ListenOptions = {
  db: Database;
  kind: DatabaseKind;
  logger: Logger;
  onEnvelope: (envelope: Envelope) => void;
  /** Called after a lost listening connection is back: notifications sent meanwhile were missed. */
  onResync?: () => void;
};

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 15_000;

/** LISTENs on the channel: PGlite's own listen, or a dedicated pool connection that is re-established when lost. */
export function listenForEvents({ db, kind, logger, onEnvelope, onResync }: ListenOptions): EventListener {
  const deliver = (payload: string | undefined) => {
    const envelope = parseEnvelope(payload);
    if (envelope) onEnvelope(envelope);
    else logger.warn('Stream: ignored a malformed notification');
  };

  if (kind === 'pglite') {
    const client = (db as unknown as { $client: PGlite }).$client;
    const unsubscribe = client.listen(EVENT_CHANNEL, deliver);
    return { ready: unsubscribe.then(() => undefined), close: async () => (await unsubscribe)() };
  }

  // The drivers' own clients: drizzle keeps them on $client, which the driver-neutral type does not show.
  const pool = (db as unknown as { $client: Pool }).$client;
  let closed = false;
  let connection: PoolClient | undefined;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let resolveReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));

  const connect = async (isRetry: boolean): Promise<void> => {
    try {
      const client = await pool.connect();
      client.on('notification', (message) => {
        if (message.channel === EVENT_CHANNEL) deliver(message.payload);
      });
      client.on('error', (error) => {
        logger.warn({ err: error }, 'Stream: the listening connection failed');
        client.release(true);
        if (connection === client) connection = undefined;
        scheduleReconnect();
      });
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
      if (closed) {
        client.release(true);
        return;
      }
      connection = client;
      delay = RECONNECT_MIN_MS;
      resolveReady();
      if (isRetry) onResync?.();
    } catch (error) {
      logger.warn({ err: error }, 'Stream: LISTEN failed, retrying');
      scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  void connect(false);

  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      resolveReady();
      if (connection) {
        await connection.query(`UNLISTEN ${EVENT_CHANNEL}`).catch(() => undefined);
        connection.release(true);
        connection = undefined;
      }
    },
  };
}
