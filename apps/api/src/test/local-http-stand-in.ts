import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in of an outside HTTP service (a payments provider) on a free local port: started and stopped by the
 * suite that uses it, its open connections dropped on stop. A request its handler fails on is cut off, as a
 * service that falls over mid-answer would.
 */
export abstract class LocalHttpStandIn {
  baseUrl = '';
  private server: Server | undefined;

  protected abstract handle(request: IncomingMessage, response: ServerResponse): Promise<void>;

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch(() => response.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
