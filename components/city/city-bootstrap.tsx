'use client';

/** Restores or detects the visitor's city. Stub until it lands. */
export function CityBootstrap() {
  return null;
}
