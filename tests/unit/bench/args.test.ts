// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseArgs } from '@/bench/lib/args';

describe('parseArgs', () => {
  it('defaults to every part, full mode', () => {
    expect(parseArgs([])).toMatchObject({ quick: false, strict: false, parts: ['build', 'throughput', 'lighthouse', 'bytes', 'backend', 'memory', 'stream', 'typing', 'soak'] });
  });
  it('reads --quick, --strict and --only lists', () => {
    expect(parseArgs(['--quick', '--only', 'memory,bytes', '--strict'])).toMatchObject({ quick: true, strict: true, parts: ['bytes', 'memory'] });
    expect(parseArgs(['--only=build']).parts).toEqual(['build']);
  });
  it('rejects unknown parts and options', () => {
    expect(() => parseArgs(['--only', 'speed'])).toThrow(/unknown part/);
    expect(() => parseArgs(['--fast'])).toThrow(/unknown option/);
  });
});
