/** What the calculator keeps on the device between saves, per user (components/calculator/draft.ts). */
export const CALCULATOR_DRAFT_KEY = 'calculatorDraft';

/** Sign-out by the button forgets what this device kept of the user's work, so the next person on it finds none. */
export function forgetUserData(): void {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key === CALCULATOR_DRAFT_KEY || key.startsWith(`${CALCULATOR_DRAFT_KEY}:`)) window.localStorage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
