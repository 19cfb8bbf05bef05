import type { z } from 'zod';

/**
 * What the hosted editor's gate and its own routes answer, for the editor's server to send:
 * JSON (with `error` in plain words when refused), one of its two public pages, or a redirect
 * to the sign-in page; with the cookies to set, past a rate limit when to try again, and to a
 * method the route does not answer (405) the methods it does (RFC 9110's Allow).
 */
export interface HostedAnswer {
  status: number;
  body?: unknown;
  page?: 'sign-in' | 'invitation';
  location?: string;
  cookies?: string[];
  retryAfterSeconds?: number;
  allow?: string[];
}

export const refused = (status: number, error: string, extra: Partial<HostedAnswer> = {}): HostedAnswer => ({
  status,
  body: { error },
  ...extra,
});

/** 405 to `method`, with the methods the route answers (HEAD wherever GET). */
export function notAllowed(method: string, answered: string[]): HostedAnswer {
  const allow = answered.flatMap((name) => (name === 'GET' ? ['GET', 'HEAD'] : [name]));
  return refused(405, `${method} is not answered here: use ${allow.join(' or ')}`, { allow });
}

/** The body read as `shape`, or the 400 that says what is wrong with it. */
export function parsedBody<T>(
  shape: z.ZodType<T>,
  body: unknown,
  what: string,
): { ok: true; value: T } | { ok: false; answer: HostedAnswer } {
  const read = shape.safeParse(body);
  if (read.success) return { ok: true, value: read.data };
  const issues = read.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  return { ok: false, answer: refused(400, `The request is not ${what}: ${issues}. Reload the page and try again`) };
}
