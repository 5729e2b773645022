import { BADGE_CAP } from '@/api-client/schemas/notifications';
import { pluralForm } from '@/lib/plural';
import texts from '@/lib/i18n/messages/notifications.json';

/** Spec §9: '99+' beyond 99. */
export function badgeText(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** '1 новое уведомление', '2 новых уведомления', '5 новых уведомлений'. */
export function newCountText(count: number): string {
  const { one, few, many } = texts.panelCountForms;
  return `${count} ${pluralForm(count, [one, few, many])}`;
}

/**
 * A message with `{name}` placeholders, read from its JSON file: the text itself, or, in the build, next-intl's
 * precompiled form of it (text parts and `[name]` parts).
 */
export type MessageTemplate = string | readonly (string | readonly [string])[];

/** Fills `{name}` placeholders of a message. */
export function fill(template: MessageTemplate, values: Record<string, string | number>): string {
  const value = (key: string, whole: string) => (key in values ? String(values[key]) : whole);
  if (typeof template === 'string') return template.replace(/\{(\w+)\}/g, (whole, key: string) => value(key, whole));
  return template.map((part) => (typeof part === 'string' ? part : value(part[0], `{${part[0]}}`))).join('');
}
