import { beforeEach, describe, expect, it, vi } from 'vitest';

const lighthouse = vi.hoisted(() => vi.fn());
vi.mock('lighthouse', () => ({ default: lighthouse }));
vi.mock('chrome-launcher', () => ({}));

const { measureOnce } = await import('../../../bench/parts/lighthouse');

const failed = { lhr: { runtimeError: { code: 'NO_NAVSTART', message: 'Something went wrong with recording the trace' } } };
const measured = { lhr: { lighthouseVersion: '13.5.0', audits: {} } };

describe('measureOnce', () => {
  beforeEach(() => lighthouse.mockReset());

  it('tries a run again when Lighthouse gives up on its trace', async () => {
    lighthouse.mockResolvedValueOnce(failed).mockResolvedValueOnce(measured);
    const log = vi.fn();
    await expect(measureOnce('http://127.0.0.1:1/', 9222, log)).resolves.toBe(measured.lhr);
    expect(lighthouse).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('NO_NAVSTART'));
  });

  it('fails the part after three refused attempts', async () => {
    lighthouse.mockResolvedValue(failed);
    await expect(measureOnce('http://127.0.0.1:1/', 9222, vi.fn())).rejects.toThrow(/NO_NAVSTART/);
    expect(lighthouse).toHaveBeenCalledTimes(3);
  });
});
