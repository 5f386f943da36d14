// A TCP proxy in front of the database that a test can cut, black-hole and restore, so an outage
// and the way back happen under a running app without touching the shared server.
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export type ProxyMode = 'pass' | 'cut' | 'blackhole';

export class TcpProxy {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private mode: ProxyMode = 'pass';

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('proxy has no port');
    return address.port;
  }

  /**
   * pass: forward. cut: drop every connection and close new ones at once. blackhole: keep every
   * connection open and forward nothing, like a database host that vanished from the network.
   */
  setMode(mode: ProxyMode): void {
    const previous = this.mode;
    this.mode = mode;
    // Leaving a black hole drops its connections too: bytes were lost in it mid-protocol.
    if (mode === 'cut' || previous === 'blackhole') this.dropAll();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private dropAll(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = createConnection(this.targetPort, this.targetHost);
    this.track(upstream);
    client.on('data', (chunk) => {
      if (this.mode === 'pass') upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (this.mode === 'pass') client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}
