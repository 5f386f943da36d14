// Writes brotli (.br) and gzip (.gz) forms beside each compressible file of a finished client build,
// so the server sends them as they are instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
/** Below this size the headers outweigh what compression saves. */
const MIN_BYTES = 512;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export async function precompressDirectory(dir: string): Promise<number> {
  let written = 0;
  const jobs: Promise<void>[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const source = await readFile(file);
        if (source.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(source, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
          gzipAsync(source, { level: zlibConstants.Z_BEST_COMPRESSION }),
        ]);
        // A form that is not smaller is left out; the server then falls back to the next one.
        if (br.length < source.length) {
          await writeFile(`${file}.br`, br);
          written++;
        }
        if (gz.length < source.length) {
          await writeFile(`${file}.gz`, gz);
          written++;
        }
      })(),
    );
  }
  await Promise.all(jobs);
  return written;
}

/** Vite plugin: compresses the output directory once the build has written everything to it. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kindly-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the files are written, and only then: a failed build keeps its own error.
    async writeBundle() {
      const written = await precompressDirectory(outDir);
      this.info(`${written} brotli and gzip files written beside the build`);
    },
  };
}
