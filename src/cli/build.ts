import { buildDay } from '../config/buildDay.ts';
import { carrierOutDir } from '../config/carrierConfig.ts';
import { projectPath } from '../hosting/buildRecord.ts';
import { formatFinding, type Finding } from '../config/problem.ts';
import { buildSite } from '../prerender/buildSite.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';
import { annotation, inGitHubActions } from './workflowCommands.ts';

// `npm run build -- [carrier]`: validate, build the client, prerender every route into the
// carrier's dist/ beside its config (or OUT_DIR), as on the build day (today, or BUILD_DAY for
// a reproducible build). Its warnings are printed on stderr and, under GitHub Actions, also written
// as annotations on their lines (./workflowCommands.ts), as `npm run check` writes them.
await runCli(async () => {
  const started = performance.now();
  const { configFiles, help } = commandLine({ command: 'npm run build', carriers: 'one', options: {} });
  if (help) return;
  const [config] = configFiles as [string];
  const outDir = carrierOutDir(config);
  const day = buildDay();
  const warn = (finding: Finding) => {
    console.warn(formatFinding(finding));
    if (inGitHubActions()) console.log(annotation(finding));
  };
  const files = await buildSite({ configFile: config, outDir, buildDay: day, warn });
  console.log(`Prerendered ${files.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(`Wrote the site from ${projectPath(config)} to ${outDir.replace(/\/+$/, '')}/ (build day ${day})`);
});
