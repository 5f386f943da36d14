// Console errors and warnings fail the test that caused them.
import { afterEach, beforeEach, vi } from 'vitest';

let problems: string[] = [];

beforeEach(() => {
  problems = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    problems.push(`console.warn: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  if (problems.length > 0)
    throw new Error(`Console output during the test:\n${problems.join('\n')}`);
});
