import type { Notification } from '@/api-client/schemas/notifications';

/** Decision 2: an unread priority notification with time left blocks until 'Прочитано'. */
export function isBlocking(notification: Notification): boolean {
  return notification.priority && !notification.read && notification.prioritytimeleft > 0;
}

/** Spec §6: access code bm_user never gets the modal; others only when the notification asks (shownotify). */
const NO_MODAL_ACCESS_CODE = 'bm_user';

/** An unknown access code (the profile not loaded yet) opens nothing, so a bm_user never sees a flash of the modal. */
export function mayShowModal(accessCode: string | undefined): accessCode is string {
  return accessCode !== undefined && accessCode !== NO_MODAL_ACCESS_CODE;
}

export function shouldShowModal(notification: Notification, accessCode: string | undefined): boolean {
  return mayShowModal(accessCode) && notification.shownotify && isBlocking(notification);
}
