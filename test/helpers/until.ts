// Waiting for something a test can observe (a log line, an answer) instead of for a guessed time.

/** Resolves once `condition` holds, looking every 20 ms; fails after `ms` naming what it waited for. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  ms = 30_000,
): Promise<void> {
  const deadline = performance.now() + ms;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
