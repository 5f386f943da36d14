// The bench's streams row (DECISIONS 78): N event streams held open against one instance from a
// process of their own, the server's resident memory before and after (/proc), and a load run
// while they are open, read against the bare node:http server like every row.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDir, rssBytes } from './processes';

/** Streams the row holds open: 10 tabs each for the bench's 500 members. */
export const STREAMS = Number(process.env.BENCH_STREAMS ?? 5_000);

export interface StreamReading {
  streams: number;
  openMs: number;
  rssBeforeBytes: number | null;
  rssAfterBytes: number | null;
  /** What the server holds per open stream: the RSS it grew by, divided by the streams. */
  bytesPerStream: number | null;
  /** Streams still open once the load ended, and the bytes they had received (heartbeats). */
  heldAtEnd: number;
}

/** Opens the streams, runs `work` while they are open, then closes them. */
export async function withOpenStreams<T>(
  options: { origin: string; serverPid: number | undefined; cookies: string[] },
  work: () => Promise<T>,
): Promise<{ result: T; reading: StreamReading }> {
  const rssBeforeBytes = rssBytes(options.serverPid);
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(benchDir, 'open-streams.ts'),
      JSON.stringify({
        origin: options.origin,
        cookies: options.cookies,
        total: STREAMS,
        batch: 250,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    buffer += chunk;
    const parts = buffer.split('\n');
    buffer = parts.pop() ?? '';
    lines.push(...parts);
    for (const wake of waiters.splice(0)) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const line = async (prefix: string): Promise<string[]> => {
    for (;;) {
      const found = lines.find((text) => text.startsWith(prefix));
      if (found) return found.split(' ').slice(1);
      if (child.exitCode !== null) throw new Error(`the stream opener exited without ${prefix}`);
      await Promise.race([new Promise<void>((wake) => waiters.push(wake)), exited]);
    }
  };
  try {
    const [opened = '0', openMs = '0'] = await line('OPENED');
    if (Number(opened) !== STREAMS) throw new Error(`only ${opened} of ${STREAMS} streams opened`);
    const rssAfterBytes = rssBytes(options.serverPid);
    const result = await work();
    child.kill('SIGTERM');
    const [held = '0'] = await line('HELD');
    const grown =
      rssBeforeBytes !== null && rssAfterBytes !== null ? rssAfterBytes - rssBeforeBytes : null;
    return {
      result,
      reading: {
        streams: STREAMS,
        openMs: Number(openMs),
        rssBeforeBytes,
        rssAfterBytes,
        bytesPerStream: grown === null ? null : grown / STREAMS,
        heldAtEnd: Number(held),
      },
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}
