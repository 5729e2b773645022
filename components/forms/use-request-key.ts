'use client';

import { useState } from 'react';
import { randomId } from '@/lib/random-id';

export interface RequestKey<T> {
  /** The key for sending this: the last one while what is sent is the same (a retry), a new one otherwise. */
  for: (sent: T) => string;
  /** The request succeeded: the next one is another record. */
  done: () => void;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The same values: a form's values are new objects and arrays on every submit, so those are compared item by item;
 * anything else (a File) only by identity.
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => same(item, b[i]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => same(a[key], b[key]));
}

/**
 * One key per create the user attempts (the calculator's, Excel's and repeat's «Создать…», a comment, a public form): sent again after a lost answer,
 * the backend answers the record it made then instead of making a second.
 */
export function useRequestKey<T>(): RequestKey<T> {
  const [key] = useState<RequestKey<T>>(() => {
    let current: { key: string; sent: T } | null = null;
    return {
      for: (sent) => {
        if (!current || !same(current.sent, sent)) current = { key: randomId(), sent };
        return current.key;
      },
      done: () => {
        current = null;
      },
    };
  });
  return key;
}
