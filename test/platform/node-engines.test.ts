import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const readText = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  cpu?: string[];
}

// The project runs on 64-bit x86 and ARM machines (Node 24 ships for no 32-bit CPU): a native binary
// for another CPU, such as sharp's win32-ia32 made for Node 20 alone, is never loaded.
const runsOnSupportedCpu = (entry: LockEntry) =>
  !entry.cpu || entry.cpu.some((cpu) => ['x64', 'arm64'].includes(cpu));

const manifest = JSON.parse(readText('package.json')) as { engines: { node: string } };
const lock = JSON.parse(readText('package-lock.json')) as { packages: Record<string, LockEntry> };
const promise = manifest.engines.node;

describe('L5 dependencies against the supported Node versions', () => {
  it('L5 every package of the lock file, for any platform, runs on every promised Node version', () => {
    expect(semver.validRange(promise)).not.toBeNull();
    const outside: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (path === '' || Array.isArray(entry.engines) || !runsOnSupportedCpu(entry)) continue;
      const wanted = entry.engines?.node;
      if (wanted === undefined) continue;
      if (!semver.subset(promise, wanted)) {
        outside.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version} needs ${wanted}`);
      }
    }
    expect(outside, `promised: ${promise}`).toEqual([]);
  });

  it('L5 the promise covers the maintained lines 20.19+, 22 and 24, and the Node running the tests', () => {
    for (const version of ['20.19.0', '22.13.0', '24.0.0', process.versions.node]) {
      expect(semver.satisfies(version, promise), version).toBe(true);
    }
  });

  it('L5 the README names the supported versions as package.json promises them', () => {
    expect(readText('README.md')).toContain(`\`${promise}\``);
  });
});
