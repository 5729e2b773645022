// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STREAM_UID_PATTERN } from '@/api-client/schemas/stream';
import { benchUid, HeartbeatCounter, streamRows, type StreamResult } from '@/bench/parts/stream';

describe('HeartbeatCounter', () => {
  it('counts heartbeats split across chunks and ignores events', () => {
    const counter = new HeartbeatCounter();
    counter.push('data: ♥\n\ndata: {"e":"newNotification"}\n\nda');
    expect(counter.count).toBe(1);
    counter.push('ta: ♥\n');
    expect(counter.count).toBe(1);
    counter.push('\r\n: comment\n\ndata:♥\r\n\r\n');
    expect(counter.count).toBe(3);
  });
});

describe('benchUid', () => {
  it('is a unique 32-character uid the backend accepts', () => {
    const uid = benchUid();
    expect(uid).toHaveLength(32);
    expect(uid).toMatch(STREAM_UID_PATTERN);
    expect(benchUid()).not.toBe(uid);
  });
});

describe('streamRows', () => {
  const result: StreamResult = {
    connections: 1000,
    opened: 1000,
    beating: 1000,
    heartbeats: 2,
    errors: 0,
    errorSamples: [],
    rssBeforeMb: 200,
    rssHeldMb: 240,
    openSeconds: 12,
    heldSeconds: 21,
  };
  const byMetric = (rows: ReturnType<typeof streamRows>, metric: string) => rows.find((row) => row.metric.startsWith(metric));

  it('passes when every stream opened and beat, without errors, within 50 KB each', () => {
    const rows = streamRows(result);
    expect(byMetric(rows, 'connections opened')).toMatchObject({ value: 100, status: 'PASS' });
    expect(byMetric(rows, 'connections opened')?.note).toContain('1000 of 1000');
    expect(byMetric(rows, 'connections with a second heartbeat')).toMatchObject({ value: 100, status: 'PASS' });
    expect(byMetric(rows, 'errors')).toMatchObject({ value: 0, status: 'PASS' });
    expect(byMetric(rows, 'backend RSS per connection')).toMatchObject({ value: 40.96, unit: 'KB', status: 'PASS' });
  });

  it('fails on a missing stream, a silent one, an error or too much memory', () => {
    const rows = streamRows({ ...result, opened: 999, beating: 998, errors: 1, errorSamples: ['closed by the backend'], rssHeldMb: 260 });
    expect(byMetric(rows, 'connections opened')).toMatchObject({ value: 99.9, status: 'FAIL' });
    expect(byMetric(rows, 'connections with a second heartbeat')).toMatchObject({ status: 'FAIL', note: '998 of 1000' });
    expect(byMetric(rows, 'errors')).toMatchObject({ status: 'FAIL', note: 'closed by the backend' });
    expect(byMetric(rows, 'backend RSS per connection')).toMatchObject({ value: 61.44, status: 'FAIL' });
  });

  it('names the first heartbeat only in a quick round, and says N/A without an RSS sample', () => {
    const rows = streamRows({ ...result, connections: 100, opened: 100, beating: 100, heartbeats: 1, rssHeldMb: null });
    expect(byMetric(rows, 'connections with their first heartbeat')).toMatchObject({ status: 'PASS' });
    expect(byMetric(rows, 'connections with their first heartbeat')?.note).toContain('quick');
    expect(byMetric(rows, 'backend RSS per connection')).toMatchObject({ value: null, status: 'N/A' });
  });
});
