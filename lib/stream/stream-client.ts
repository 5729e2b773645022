import type { StreamEvent } from '@/api-client/schemas/stream';
import { HEARTBEAT } from '@/api-client/stream/events';
import { streamEventParser } from '@/api-client/stream/parsers';

export const RECONNECT_MIN_MS = 1000;
/** Issue #10: after a backend restart the page catches up within 10 s, so no wait may exceed 6 s. */
export const RECONNECT_MAX_MS = 6_000;

type EventSourceLike = Pick<EventSource, 'close'> & {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type StreamClientOptions = {
  /** The stream's URL without its query: '/api/v1/sse/stream' (same origin) unless configured. */
  url: string;
  uid: string;
  onEvent: (event: StreamEvent) => void;
  onStatus: (online: boolean) => void;
  /** After a reconnection: events sent while offline were missed, so cached data must be reloaded. */
  onReconnect?: () => void;
  /**
   * Ms since the page began loading, sent with the first connection only: the backend sends again what was published
   * while the page's first requests ran and its stream was not yet bound to the user (later ones catch up instead).
   */
  age?: () => number;
  createEventSource?: (url: string) => EventSourceLike;
  random?: () => number;
};

/** Exponential backoff with jitter: half the capped delay is fixed, half random, so restarted backends see no storm. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const capped = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(capped / 2 + random() * (capped / 2));
}

export function parseStreamData(data: string): StreamEvent | null {
  if (data === HEARTBEAT) return null;
  try {
    const parsed = streamEventParser.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One EventSource with our own reconnection (the browser's fixed retry would hammer a restarting backend);
 * returns the function that closes it for good.
 */
export function connectStream({
  url,
  uid,
  onEvent,
  onStatus,
  onReconnect,
  age,
  createEventSource = (href) => new EventSource(href),
  random = Math.random,
}: StreamClientOptions): () => void {
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let wasOpen = false;
  let stopped = false;
  const href = `${url}${url.includes('?') ? '&' : '?'}uid=${encodeURIComponent(uid)}`;

  const open = () => {
    source = createEventSource(wasOpen || !age ? href : `${href}&age=${Math.max(0, Math.round(age()))}`);
    source.onopen = () => {
      attempt = 0;
      onStatus(true);
      if (wasOpen) onReconnect?.();
      wasOpen = true;
    };
    source.onmessage = (message) => {
      const event = parseStreamData(message.data);
      if (event) onEvent(event);
    };
    source.onerror = () => {
      source?.close();
      source = undefined;
      onStatus(false);
      if (stopped) return;
      // A failure before the first open still counts as having been connected for catch-up purposes.
      wasOpen = true;
      timer = setTimeout(open, reconnectDelay(attempt, random));
      attempt += 1;
    };
  };
  open();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}
