'use client';

/** Yandex Metrika. Stub until it lands. */
export function YandexMetrika() {
  return null;
}
