'use client';

import { useState } from 'react';

export interface SingleFlight {
  /** False while a request is in flight: the caller sends nothing. */
  start: () => boolean;
  done: () => void;
  readonly busy: boolean;
}

/**
 * One request at a time from a control. A disabled button takes effect only from the next render, so the second
 * click of a double click (or Enter held down) would otherwise send again.
 */
export function useSingleFlight(): SingleFlight {
  const [flight] = useState<SingleFlight>(() => {
    let busy = false;
    return {
      start: () => !busy && (busy = true),
      done: () => {
        busy = false;
      },
      get busy() {
        return busy;
      },
    };
  });
  return flight;
}
