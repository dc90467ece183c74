import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Writes file.br (brotli, best quality) and file.gz (gzip -9) beside every compressible file
// under dir, once at build time, so the server never spends CPU on them per request.
export async function compressAssets(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      // A copy that is not smaller (tiny files) would only cost a disk read.
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    }),
  );
}

// Runs after the whole `react-router build` (order "post"), because the server build moves
// the assets it emits into the client folder after the client build has finished.
export function compressAssetsPlugin(): Plugin {
  return {
    name: "harbor:compress-assets",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (client) await compressAssets(path.resolve(client.config.root, client.config.build.outDir));
      },
    },
  };
}
