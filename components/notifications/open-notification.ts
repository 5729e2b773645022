import type { Notification } from '@/api-client/schemas/notifications';
import { openModal } from '@/lib/stores/modal-store';
import { isBlocking } from './blocking';

/** Opens a notification in its modal; a blocking one cannot be dismissed until 'Прочитано'. */
export function openNotification(notification: Notification): number {
  return openModal('notification', { notification }, { dismissible: !isBlocking(notification) });
}
