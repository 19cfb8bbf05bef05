// Loaded into each Node process of a CLI test run (NODE_OPTIONS=--import): on exit, appends the
// process's peak resident memory (KB) and processor time (µs, user + system) to the file named
// by USAGE_REPORT. Processor time, unlike the wall clock, does not grow when other tests run.
import { appendFileSync, readFileSync } from 'node:fs';

/**
 * The peak resident memory of this program alone (KB). Linux's VmHWM is that; getrusage's maxRSS
 * also counts, for a process forked from a big one (the test worker that started the CLI), the
 * memory it was forked with, so the same run would measure more in a worker that had done more.
 */
function peakKb() {
  if (process.platform !== 'linux') return process.resourceUsage().maxRSS;
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
}

process.on('exit', () => {
  if (!process.env.USAGE_REPORT) return;
  const { userCPUTime, systemCPUTime } = process.resourceUsage();
  appendFileSync(process.env.USAGE_REPORT, `${peakKb()} ${userCPUTime + systemCPUTime}\n`);
});
