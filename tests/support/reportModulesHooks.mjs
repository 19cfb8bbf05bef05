// The loader-thread half of ./reportModules.mjs: appends the URL of each module as it loads.
import { appendFileSync } from 'node:fs';

let report;

export function initialize(data) {
  report = data.report;
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (url.startsWith('file:')) appendFileSync(report, `${url}\n`);
  return loaded;
}
