import net from 'node:net';
import { Connection } from './http';

/**
 * A server speaking just enough HTTP/1.1: it answers each request with its number, the head
 * and the body in separate writes; the connection's second request is answered by a reset
 * when `resetSecond` is set.
 */
async function server({ resetSecond = false } = {}) {
  let served = 0;
  const sockets = new Set<net.Socket>();
  const listening = net.createServer((socket) => {
    sockets.add(socket);
    let seen = 0;
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      while (pending.includes('\r\n\r\n')) {
        pending = pending.slice(pending.indexOf('\r\n\r\n') + 4);
        seen += 1;
        served += 1;
        if (resetSecond && seen === 2) {
          socket.resetAndDestroy();
          return;
        }
        const body = `r${served}`;
        socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`);
        setTimeout(() => socket.write(body), 5);
      }
    });
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  const { port } = listening.address() as net.AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}`),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        listening.close(() => resolve());
      }),
  };
}

describe('Connection', () => {
  it('reads each answer whole, the head and body arriving apart, over one kept-alive socket', async () => {
    const site = await server();
    const connection = new Connection(site.url);
    try {
      expect(await connection.get('/a')).toEqual({ status: 200, body: 'r1' });
      expect(await connection.get('/b')).toEqual({ status: 200, body: 'r2' });
      expect(await connection.get('/c')).toEqual({ status: 200, body: 'r3' });
    } finally {
      connection.close();
      await site.close();
    }
  });

  it('answers a reset with status 0, and every later request with its own answer', async () => {
    const site = await server({ resetSecond: true });
    const connection = new Connection(site.url);
    try {
      expect(await connection.get('/1')).toEqual({ status: 200, body: 'r1' });
      expect(await connection.get('/2')).toEqual({ status: 0, body: '' });
      // A new socket: the old one's late 'close' must not answer these.
      expect(await connection.get('/3')).toEqual({ status: 200, body: 'r3' });
      expect(await connection.get('/4')).toEqual({ status: 0, body: '' });
      expect(await connection.get('/5')).toEqual({ status: 200, body: 'r5' });
    } finally {
      connection.close();
      await site.close();
    }
  });
});
