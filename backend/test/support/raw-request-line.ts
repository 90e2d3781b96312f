import { connect } from 'node:net';

/**
 * Sends `METHOD target HTTP/1.1` over a plain socket and resolves with the answer's status code, so
 * the target reaches the server byte for byte (fetch would resolve dot segments and re-encode).
 * 0 means the server closed the connection without an answer.
 */
export function statusOfRawRequest(port: number, target: string, method = 'GET'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let head = '';
    socket.setTimeout(15_000, () =>
      socket.destroy(new Error(`Geen antwoord binnen 15 s op ${target.slice(0, 80)}`)),
    );
    socket.on('connect', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'),
    );
    socket.on('data', (chunk) => {
      if (head.length < 64) head += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
  });
}
