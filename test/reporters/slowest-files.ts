// Ends every run with its ten slowest test files, so a file that grows slow is seen the day it does
// (docs/TESTING.md: no file over 60 s).
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const SHOWN = 10;
const BUDGET_MS = 60_000;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules
      .map((module) => {
        const { duration, collectDuration, setupDuration } = module.diagnostic();
        return {
          file: path.relative(process.cwd(), module.moduleId),
          project: module.project.name,
          ms: duration + collectDuration + setupDuration,
        };
      })
      .sort((a, b) => b.ms - a.ms);
    if (timed.length === 0) return;
    const lines = timed
      .slice(0, SHOWN)
      .map(
        ({ file, project, ms }) =>
          `${(ms / 1000).toFixed(1).padStart(7)} s  ${file} (${project})${ms > BUDGET_MS ? '  over the 60 s budget' : ''}`,
      );
    process.stdout.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}
