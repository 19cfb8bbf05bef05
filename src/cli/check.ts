import { relative } from 'node:path';
import { configPath, loadSiteConfig, locateInConfig } from '../config/loadSiteConfig.ts';
import { postingWarnings } from '../config/postingWarnings.ts';
import { formatProblem, formatWarning } from '../config/problem.ts';
import { derivedRoleNotes } from '../config/contrast.ts';
import { runCli } from './runCli.ts';

// `npm run check`: validate site.config.yaml (or SITE_CONFIG) and the files it names, and say so.
await runCli(async () => {
  const file = configPath();
  const config = loadSiteConfig(file);
  // Decodes every photo, logo and font (and encodes them, into the cache the build then reads).
  // Loaded only for a valid config: the image, SVG and font libraries take a second to start.
  const { siteMedia } = await import('../media/siteMedia.ts');
  const warnings = [...(await siteMedia(config, file)).warnings, ...locateInConfig(file, postingWarnings(config))];
  for (const warning of warnings) console.warn(formatWarning(warning));
  // What the engine derived from the brand colours for its own components, so nothing changes silently.
  for (const note of locateInConfig(file, derivedRoleNotes(config))) console.log(formatProblem(note));
  console.log(
    `${relative(process.cwd(), file)} is valid: ${config.routes.length} pages, ${config.routes.reduce((n, r) => n + r.sections.length, 0)} sections${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : ''}.`,
  );
});
