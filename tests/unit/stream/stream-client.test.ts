import { commentKeys } from '@/api-client/comments/keys';
import { orderKeys } from '@/api-client/orders/keys';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationKeys } from '@/api-client/notifications/keys';
import { streamKeys } from '@/api-client/stream/keys';
import { catchUp, dispatchStreamEvent, loadedBeyondReplay } from '@/lib/stream/dispatch';
import { chatKeys } from '@/api-client/chat/keys';
import { reklamationKeys } from '@/api-client/reklamation/keys';
import { connectStream, parseStreamData, reconnectDelay, RECONNECT_MAX_MS } from '@/lib/stream/stream-client';
import { sessionId } from '@/lib/stream/session-id';

class FakeSource {
  static all: FakeSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  send(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
}

afterEach(() => {
  FakeSource.all = [];
  vi.useRealTimers();
});

const start = (overrides: Partial<Parameters<typeof connectStream>[0]> = {}) => {
  const onEvent = vi.fn();
  const onStatus = vi.fn();
  const onReconnect = vi.fn();
  const stop = connectStream({
    url: '/api/v1/sse/stream',
    uid: 'a'.repeat(32),
    onEvent,
    onStatus,
    onReconnect,
    createEventSource: (url) => new FakeSource(url),
    random: () => 0.5,
    ...overrides,
  });
  return { onEvent, onStatus, onReconnect, stop, source: () => FakeSource.all.at(-1) as FakeSource };
};

describe('stream client', () => {
  it('opens one source with the uid, ignores heartbeats and passes valid events', () => {
    const { onEvent, onStatus, source } = start();
    expect(FakeSource.all).toHaveLength(1);
    expect(source().url).toBe(`/api/v1/sse/stream?uid=${'a'.repeat(32)}`);
    source().open();
    expect(onStatus).toHaveBeenLastCalledWith(true);
    source().send('♥');
    source().send('not json');
    source().send(JSON.stringify({ e: 'unknownEvent' }));
    source().send(JSON.stringify({ e: 'newNotification', shownotify: true }));
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ e: 'newNotification', shownotify: true });
  });

  it('reconnects with growing, capped, jittered delays and catches up once reopened', () => {
    vi.useFakeTimers();
    const { onStatus, onReconnect, source } = start();
    source().open();
    source().fail();
    expect(onStatus).toHaveBeenLastCalledWith(false);
    expect(source().closed).toBe(true);
    vi.advanceTimersByTime(reconnectDelay(0, () => 0.5) - 1);
    expect(FakeSource.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSource.all).toHaveLength(2);
    source().fail();
    vi.advanceTimersByTime(reconnectDelay(1, () => 0.5));
    expect(FakeSource.all).toHaveLength(3);
    source().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenLastCalledWith(true);
  });

  it('gives the page\'s age with the first connection only, so that the backend sends what the page\'s loading missed', () => {
    vi.useFakeTimers();
    const { source } = start({ age: () => 1234.6 });
    expect(source().url).toBe(`/api/v1/sse/stream?uid=${'a'.repeat(32)}&age=1235`);
    source().open();
    source().fail();
    vi.advanceTimersByTime(RECONNECT_MAX_MS);
    // A reconnection catches up by reloading instead.
    expect(source().url).toBe(`/api/v1/sse/stream?uid=${'a'.repeat(32)}`);
  });

  it('stops for good when closed', () => {
    vi.useFakeTimers();
    const { stop, source } = start();
    source().fail();
    stop();
    vi.advanceTimersByTime(RECONNECT_MAX_MS * 2);
    expect(FakeSource.all).toHaveLength(1);
  });

  it('keeps delays between half and all of the capped backoff', () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(2, () => 0.5)).toBe(3000);
    expect(reconnectDelay(20, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('parses only contract events', () => {
    expect(parseStreamData('♥')).toBeNull();
    expect(parseStreamData(JSON.stringify({ e: 'newTgChatMessage', date: 1, message: 'Привет' }))).toEqual({ e: 'newTgChatMessage', date: 1, message: 'Привет' });
  });
});

describe('stream dispatch', () => {
  const seeded = () => {
    const client = new QueryClient();
    for (const key of [
      notificationKeys.list({ page: 1 }),
      notificationKeys.list({ page: 2 }),
      notificationKeys.list({ page: 1, filter: 'unread' }),
      streamKeys.userStats(),
      commentKeys.list(7),
      commentKeys.list(8),
      orderKeys.detail(7),
      orderKeys.list({ page: '1' }),
      orderKeys.newCommentCount(),
      reklamationKeys.claims(),
      reklamationKeys.orders(),
      reklamationKeys.init(),
      chatKeys.restore('sid'),
    ]) {
      client.setQueryData(key, {});
    }
    return client;
  };
  const invalid = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);

  it('reloads page 1 lists and the counts on a new notification, not the page being read, and the orders and claims a status change notified', () => {
    const client = seeded();
    dispatchStreamEvent({ e: 'newNotification' }, client);
    expect(invalid(client)).toEqual([
      notificationKeys.list({ page: 1 }),
      notificationKeys.list({ page: 1, filter: 'unread' }),
      streamKeys.userStats(),
      orderKeys.detail(7),
      orderKeys.list({ page: '1' }),
      reklamationKeys.claims(),
      reklamationKeys.orders(),
    ]);
    expect(invalid(client)).not.toContainEqual(reklamationKeys.init());
  });

  it('reloads the counts, the order lists and that order\'s comments on a comment event, and hands it to the extra handlers', () => {
    const client = seeded();
    const onComment = vi.fn();
    dispatchStreamEvent({ e: 'newComment', orderId: 7 }, client, { newComment: onComment });
    expect(invalid(client)).toEqual([streamKeys.userStats(), commentKeys.list(7), orderKeys.detail(7), orderKeys.list({ page: '1' }), orderKeys.newCommentCount()]);
    expect(onComment).toHaveBeenCalledWith({ e: 'newComment', orderId: 7 }, client);
  });

  it('fetches anew a first load still in flight when the event arrives, since its answer may predate the event', async () => {
    const client = new QueryClient();
    const answers: ((value: string[]) => void)[] = [];
    let calls = 0;
    const queryFn = () => new Promise<string[]>((resolve) => void (answers[calls++] = resolve));
    const observer = new QueryObserver(client, { queryKey: notificationKeys.list({ page: 1, filter: 'priority-unread' }), queryFn });
    const seen: (string[] | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data));
    expect(calls).toBe(1);
    dispatchStreamEvent({ e: 'newNotification' }, client);
    expect(calls).toBe(2);
    answers[0]?.([]);
    answers[1]?.(['Смена реквизитов']);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['Смена реквизитов']));
    // The answer from before the event was never shown.
    expect(seen).not.toContainEqual([]);
    unsubscribe();
  });

  it('reloads everything once after a reconnection', () => {
    const client = seeded();
    catchUp(client);
    expect(invalid(client)).toEqual([
      notificationKeys.list({ page: 1 }),
      notificationKeys.list({ page: 2 }),
      notificationKeys.list({ page: 1, filter: 'unread' }),
      streamKeys.userStats(),
      commentKeys.list(7),
      commentKeys.list(8),
      orderKeys.detail(7),
      orderKeys.list({ page: '1' }),
      orderKeys.newCommentCount(),
      reklamationKeys.claims(),
      reklamationKeys.orders(),
      chatKeys.restore('sid'),
    ]);
    // The claim being typed is not drawn anew behind the dealer's back.
    expect(invalid(client)).not.toContainEqual(reklamationKeys.init());
  });

  it('tells when event-driven data was loaded longer ago than the backend sends missed events again', () => {
    const client = new QueryClient();
    const now = 10_000_000;
    client.setQueryData(reklamationKeys.init(), {}, { updatedAt: now - 3_600_000 });
    client.setQueryData(orderKeys.detail(7), {}, { updatedAt: now - 50_000 });
    expect(loadedBeyondReplay(client, now)).toBe(false);
    client.setQueryData(commentKeys.list(7), [], { updatedAt: now - 56_000 });
    expect(loadedBeyondReplay(client, now)).toBe(true);
  });
});

describe('session id', () => {
  it('creates the sbs cookie once and keeps it', () => {
    document.cookie = 'sbs=; Max-Age=0; Path=/';
    const id = sessionId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(document.cookie).toContain(`sbs=${id}`);
    expect(sessionId()).toBe(id);
  });
});
