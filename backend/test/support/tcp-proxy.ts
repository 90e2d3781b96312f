import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './free-port';

/**
 * A TCP hop between the app and its Postgres that a test can break: `refuse` is a database that
 * is down (connections refused), `blackhole` one that takes connections and never answers;
 * `restore` brings it back on the same port. Breaking it drops every open connection.
 */
export class TcpProxy {
  port = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private mode: 'pass' | 'blackhole' = 'pass';

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

  async restore(): Promise<void> {
    this.mode = 'pass';
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
