/** The process's place in its life: once draining (SIGTERM), readiness answers 503 and responses close their sockets. */
export type Lifecycle = { readonly draining: boolean; drain(): void };

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
