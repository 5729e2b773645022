import { BADGE_CAP } from '@/api-client/schemas/notifications';
import { pluralForm, type PluralForms } from '@/lib/plural';
import texts from '@/lib/i18n/messages/notifications.json';

/** Spec §9: '99+' beyond 99. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** '1 новое уведомление', '2 новых уведомления', '5 новых уведомлений'. */
export function newCountText(count: number): string {
  return `${count} ${pluralForm(count, texts.panelCountForms as unknown as PluralForms)}`;
}

const dateFormat = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Moscow',
});

export function formatNotificationDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** Fills `{name}` placeholders of a message. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
