// Loaded into each Node process of a CLI test run (NODE_OPTIONS=--import): on exit, appends the
// process's peak resident memory (KB) and processor time (µs, user + system) to the file named
// by USAGE_REPORT. Processor time, unlike the wall clock, does not grow when other tests run.
import { appendFileSync } from 'node:fs';

process.on('exit', () => {
  if (!process.env.USAGE_REPORT) return;
  const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
  appendFileSync(process.env.USAGE_REPORT, `${maxRSS} ${userCPUTime + systemCPUTime}\n`);
});
