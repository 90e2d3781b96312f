import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './free-port';

/**
 * A TCP hop between the app and its Postgres that a test can break: `refuse` is a database that
 * is down (connections refused), `blackhole` one that takes connections and never answers;
 * `freeze` one that stops answering on the connections it has (a stopped or swapping server);
 * `restore` brings it back on the same port. Refusing and blackholing drop every open connection.
 */
export class TcpProxy {
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: 'pass' | 'blackhole' = 'pass';
  /** Each open connection's database side, with the app side it answers. */
  private readonly answers = new Map<Socket, Socket>();

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.port = await freePort();
    await this.listen();
  }

  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(this.port);
    return proxied.toString();
  }

  async refuse(): Promise<void> {
    const closed = new Promise((resolve) => this.server?.close(resolve));
    this.server = undefined;
    this.dropAll();
    await closed;
  }

  blackhole(): void {
    this.mode = 'blackhole';
    this.dropAll();
  }

  /** Open connections stay open, and what is sent on them waits unanswered until `restore`. */
  freeze(): void {
    this.mode = 'blackhole';
    for (const [upstream, client] of this.answers) {
      upstream.unpipe(client);
      upstream.pause();
    }
  }

  async restore(): Promise<void> {
    this.mode = 'pass';
    for (const [upstream, client] of this.answers) if (upstream.isPaused()) upstream.pipe(client);
    if (!this.server) await this.listen();
  }

  async stop(): Promise<void> {
    await this.refuse();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'blackhole') return;
    const upstream = this.track(connect(this.targetPort, this.targetHost));
    this.answers.set(upstream, client);
    upstream.on('close', () => this.answers.delete(upstream));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    return socket;
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }
}
