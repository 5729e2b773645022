/** Dispatched on window whenever the manager's-message sound plays (for tests and analytics). */
export const CHAT_SOUND_EVENT = 'tgwebchat:sound';

/** A short two-tone chime made in the browser, so no audio file has to be fetched. */
export function playChatSound(): void {
  window.dispatchEvent(new Event(CHAT_SOUND_EVENT));
  try {
    const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.5);
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.15);
      oscillator.stop(context.currentTime + 0.5);
    });
    window.setTimeout(() => void context.close(), 700);
  } catch {
    // autoplay refused before any user gesture: the chat still opens
  }
}
