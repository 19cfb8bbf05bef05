import { z } from 'zod';
import { hostname } from './primitives.ts';

/**
 * How the built site is served: the parts of the serving policy that differ per carrier.
 * The rest (security headers, caching, compression, 404 handling) is fixed in
 * src/hosting/policy.ts and emitted by the build for nginx, Netlify, Cloudflare Pages and Vercel.
 * The canonical host is the host of `company.siteUrl`.
 */
export const deploy = z
  .strictObject({
    hsts: z
      .strictObject({
        enabled: z
          .boolean()
          .default(true)
          .meta({
            description:
              'Send Strict-Transport-Security (two years, subdomains included) so browsers only ever use https. Sent only when company.siteUrl is https.',
            examples: [true],
          }),
        preload: z
          .boolean()
          .default(false)
          .meta({
            description:
              'Add "preload" to Strict-Transport-Security. Only for a domain (and all its subdomains) that will serve https for good: submit it at hstspreload.org; leaving the list takes months.',
            examples: [false],
          }),
      })
      .prefault({})
      .meta({ description: 'HTTP Strict Transport Security.' }),
    redirectHosts: z
      .array(hostname)
      .default([])
      .meta({
        description:
          'Other host names of the site (such as the bare domain), answered with a permanent redirect to the same path on the host of company.siteUrl (which may not be one of them).',
        examples: [['example.com']],
      }),
  })
  .prefault({})
  .meta({ description: 'Serving and deployment: HTTPS policy and host-name redirects.' });

export type Deploy = z.infer<typeof deploy>;
