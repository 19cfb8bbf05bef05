import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { builtInlineScriptHashes } from '../../src/server/inlineScripts.ts';
import { servingPolicy } from '../../src/server/policy.ts';
import { builtSite } from './builtSite.ts';

/**
 * The serving policy of the default config and of the site globalSetup built: what `npm start`
 * applies, and what the build wrote into the host configs (its CSP allows the pages' inline
 * entry script by hash).
 */
export function builtPolicy(config = loadSiteConfig('site.config.yaml'), root = builtSite()) {
  return servingPolicy(config, builtInlineScriptHashes(root, config.routes.map((r) => r.path)));
}
