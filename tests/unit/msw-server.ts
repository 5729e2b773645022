import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The test file's msw server: a request no handler answers fails the test; after each test the handlers go back to
 * none and `reset` puts back whatever else the file's tests change (modals, storage, mocks).
 */
export function setupMswServer(reset?: () => void) {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    reset?.();
  });
  afterAll(() => server.close());
  return server;
}
