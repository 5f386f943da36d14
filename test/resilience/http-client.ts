// A plain HTTP client over node:http that reports refused or reset connections as values, so a
// test can count every outcome of a burst against a server that is going away.
import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface HttpCall {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export type HttpOutcome =
  | { kind: 'answer'; status: number; headers: IncomingHttpHeaders; body: string; ms: number }
  | { kind: 'no-answer'; code: string; ms: number };

export interface SendOptions {
  agent?: Agent | false;
  /** Called once the whole request is written to the socket. */
  onWritten?: () => void;
  /**
   * Writes the body in two parts, the second when this promise resolves: the request is then
   * in flight on the server, headers read and body pending, for as long as the test wants.
   */
  holdBodyUntil?: Promise<void>;
}

export function send(baseUrl: string, call: HttpCall, options: SendOptions = {}) {
  const started = performance.now();
  return new Promise<HttpOutcome>((resolve) => {
    const body = call.body ?? '';
    const req = request(
      `${baseUrl}${call.path}`,
      {
        method: call.method,
        agent: options.agent,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          'content-length': String(Buffer.byteLength(body)),
          ...call.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            kind: 'answer',
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            ms: performance.now() - started,
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'no-answer', code: error.code ?? error.message, ms: 0 }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        kind: 'no-answer',
        code: error.code ?? error.message,
        ms: performance.now() - started,
      }),
    );
    req.on('finish', () => options.onWritten?.());
    if (options.holdBodyUntil && body.length > 1) {
      req.write(body.slice(0, 1));
      void options.holdBodyUntil.then(() => req.end(body.slice(1)));
    } else {
      req.end(body);
    }
  });
}

/** Runs the calls with at most `concurrency` in flight, in order, and answers outcomes by index. */
export async function runPool<T, R>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
