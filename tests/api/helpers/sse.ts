/** Reads the `data:` lines of a server-sent event stream, one message at a time. */
export function sseReader(response: Response) {
  const body = response.body;
  if (!body) throw new Error('The stream has no body');
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pending: string[] = [];

  async function next(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (pending.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No stream message in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('No stream message in time')), left))),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('The stream ended');
      buffer += chunk.value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).trimStart())
          .join('\n');
        if (data) pending.push(data);
      }
    }
    return pending.shift() as string;
  }

  /** The next message that is not a heartbeat, parsed. */
  async function nextEvent(timeoutMs = 5000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const data = await next(Math.max(1, deadline - Date.now()));
      if (data !== '♥') return JSON.parse(data) as Record<string, unknown>;
    }
  }

  return { next, nextEvent, close: () => reader.cancel().catch(() => undefined) };
}
