import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from '@/components/forms/use-single-flight';

describe('useSingleFlight', () => {
  it('lets one request start until it is done', () => {
    const { result } = renderHook(() => useSingleFlight());
    expect(result.current.busy).toBe(false);
    expect(result.current.start()).toBe(true);
    expect(result.current.busy).toBe(true);
    expect(result.current.start()).toBe(false);
    result.current.done();
    expect(result.current.busy).toBe(false);
    expect(result.current.start()).toBe(true);
  });

  it('keeps its state across renders and can be passed on unbound', () => {
    const { result, rerender } = renderHook(() => useSingleFlight());
    const first = result.current;
    const { start, done } = first;
    expect(start()).toBe(true);
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.start()).toBe(false);
    done();
    expect(result.current.start()).toBe(true);
  });
});
