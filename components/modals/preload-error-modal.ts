import { useModalStore } from '@/lib/stores/modal-store';

/**
 * Has the modal stack load (and with it the error modal's code) while the connection is there: a form sent offline
 * then says why it failed, where the modal's code could not load any more and the page fell to the error page.
 */
export function preloadErrorModal(): void {
  const load = () => useModalStore.setState({ warm: true });
  // After the page's own work: the modal is only needed once the visitor sends.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 5000 });
  else window.setTimeout(load, 1000);
}
