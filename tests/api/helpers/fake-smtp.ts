import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * A minimal SMTP relay on a free local port that keeps the text of every letter it receives. `hold()` makes it keep
 * its answer to the letters that arrive until `release()`: their sender is then mid-send. A `port` of a relay closed
 * before starts it again where its senders look for it.
 */
export async function startFakeSmtp(port = 0) {
  const letters: string[] = [];
  const sockets = new Set<Socket>();
  let answered: Promise<void> = Promise.resolve();
  let release = () => {};
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let letter: string[] | null = null;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (letter && line === '.') {
          letters.push(letter.join('\n'));
          letter = null;
          void answered.then(() => socket.write('250 OK queued\r\n'));
        } else if (letter) {
          letter.push(line);
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'DATA') {
            letter = [];
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}/?ignoreTLS=true`,
    letters,
    hold() {
      answered = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
