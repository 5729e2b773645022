import type { StreamEvent } from '@/api-client/schemas/stream';

type Listener = (event: StreamEvent) => void;

const listeners = new Set<Listener>();

/**
 * Stream events for code outside React Query (the chat window): plain callbacks, no schema code, so that a
 * small on-demand chunk can listen without loading the stream client.
 */
export function onStreamEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitStreamEvent(event: StreamEvent): void {
  for (const listener of listeners) listener(event);
}
