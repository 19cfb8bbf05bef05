// Loaded into a CLI's Node process (node --import): on exit, writes to the file named by
// MODULES_REPORT every module the process loaded, one file URL a line: the ES modules as the
// loader loads them (the hook below, in the loader's thread) and the CommonJS ones from
// require's cache (those a CommonJS module requires never pass the ES loader's hooks on Node 20).
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const report = process.env.MODULES_REPORT;
if (report) {
  writeFileSync(report, '');
  register('./reportModulesHooks.mjs', import.meta.url, { data: { report } });
  const cache = createRequire(import.meta.url).cache;
  process.on('exit', () => {
    appendFileSync(
      report,
      Object.keys(cache)
        .map((file) => `${pathToFileURL(file).href}\n`)
        .join(''),
    );
  });
}
