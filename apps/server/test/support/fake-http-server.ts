import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake server received it, body read in full. */
export type ReceivedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
};
export type Responder = (request: ReceivedRequest, response: ServerResponse) => void;

/**
 * A stand-in vendor on 127.0.0.1 for testing HTTP adapters: records each request and answers
 * with the current responder. The default responder never answers, like a hung vendor.
 */
export async function startFakeHttpServer(initial: Responder = () => undefined) {
  const received: ReceivedRequest[] = [];
  let respond = initial;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The origin, without a trailing slash; callers add the vendor's base path. */
    url: `http://127.0.0.1:${port}`,
    received,
    answer(responder: Responder) {
      respond = responder;
    },
    answerJson(status: number, body: unknown) {
      respond = (_request, response) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
    },
    async close() {
      // Drops requests left hanging by a never-answering responder, so close() does not wait.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeHttpServer = Awaited<ReturnType<typeof startFakeHttpServer>>;

/** A base URL where nothing listens: a server that was started and closed. */
export async function unreachableUrl(): Promise<string> {
  const closed = await startFakeHttpServer();
  await closed.close();
  return closed.url;
}
