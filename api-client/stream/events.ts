// The stream's constants without zod: the stream client runs on every page (api-client/stream/parsers.ts).

/** The heartbeat's data; the site ignores it. */
export const HEARTBEAT = '♥';
/** Spec §4 (issue: 15-30 s): how often the stream sends its heartbeat. */
export const HEARTBEAT_MS = 20_000;
/**
 * How far back a stream opened with `age` is sent the events it missed: those published after its page began loading
 * and before the stream was bound to the user. A page whose data is older than this catches up by reloading instead.
 */
export const STREAM_REPLAY_MS = 60_000;

export const STREAM_EVENTS = [
  'newComment',
  'viewComment',
  'newNotification',
  'tgNotifyAdd',
  'newTgChatMessage',
  'newTgChatArchiveMessages',
] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];
