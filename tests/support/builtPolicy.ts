import { requireBuildRecord } from '../../src/hosting/buildRecord.ts';
import { builtSite } from './builtSite.ts';

/**
 * The serving policy the build recorded in the site globalSetup built: what `npm start`
 * applies to that folder, and what the build wrote into its host configs.
 */
export const builtPolicy = (root = builtSite()) => requireBuildRecord(root).policy;
