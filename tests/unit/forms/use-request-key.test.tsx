import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRequestKey } from '@/components/forms/use-request-key';

const file = new File(['a'], 'заказ.xlsx');

describe('useRequestKey', () => {
  it('keeps the key for a retry of the same values, though they come as new objects, and makes a new one after success', () => {
    const { result, rerender } = renderHook(() => useRequestKey<{ file: File; clientId: number | null; files: File[] }>());
    const first = result.current.for({ file, clientId: 3, files: [file] });
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    // The call failed (a lost answer): the same submit again carries the same key.
    rerender();
    expect(result.current.for({ file, clientId: 3, files: [file] })).toBe(first);
    result.current.done();
    const next = result.current.for({ file, clientId: 3, files: [file] });
    expect(next).not.toBe(first);
    expect(result.current.for({ file, clientId: 3, files: [file] })).toBe(next);
  });

  it('makes a new key when what is sent changes', () => {
    const { result } = renderHook(() => useRequestKey<{ comment: string; files: File[] } | number[] | null>());
    const first = result.current.for({ comment: 'Один', files: [] });
    expect(result.current.for({ comment: 'Два', files: [] })).not.toBe(first);
    const withFile = result.current.for({ comment: 'Два', files: [file] });
    expect(withFile).not.toBe(first);
    // Another file of the same name and content is another upload.
    expect(result.current.for({ comment: 'Два', files: [new File(['a'], 'заказ.xlsx')] })).not.toBe(withFile);
    const rows = result.current.for([1, 2]);
    expect(result.current.for([1, 2])).toBe(rows);
    expect(result.current.for([1])).not.toBe(rows);
    const all = result.current.for(null);
    expect(result.current.for(null)).toBe(all);
  });
});
