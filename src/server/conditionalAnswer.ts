import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';
import rangeParser from 'range-parser';

/** What identifies the representation of a file the server would send. */
export interface Validators {
  size: number;
  /** A strong entity tag: `"…"`. */
  etag: string;
  /** An HTTP date. */
  lastModified: string;
}

export type ConditionalAnswer =
  | { status: 200 }
  /** One byte range, `start` to `end` inclusive. */
  | { status: 206; start: number; end: number }
  | { status: 304 }
  | { status: 412 }
  | { status: 416 };

/**
 * How a GET or HEAD of a file is answered, given its request headers: the preconditions of
 * RFC 9110 §13 (If-Match and If-Unmodified-Since failing: 412; If-None-Match, or without it
 * If-Modified-Since, matching: 304) and a single byte range (§14: 206, 416 past the end;
 * If-Range honoured only when it names this representation; several ranges or a malformed
 * header: the whole file). The same decisions as the `send` library, which this server used.
 */
export function conditionalAnswer(headers: IncomingHttpHeaders, file: Validators): ConditionalAnswer {
  if (headers['if-match'] || headers['if-unmodified-since'] || headers['if-none-match'] || headers['if-modified-since']) {
    if (preconditionFails(headers, file)) return { status: 412 };
    if (fresh(headers, { etag: file.etag, 'last-modified': file.lastModified })) return { status: 304 };
  }
  const { range, 'if-range': ifRange } = headers;
  if (!range || !/^ *bytes=/.test(range) || !rangeFresh(typeof ifRange === 'string' ? ifRange : undefined, file)) return { status: 200 };
  const ranges = rangeParser(file.size, range, { combine: true });
  if (ranges === -1) return { status: 416 };
  if (ranges === -2 || ranges.length !== 1) return { status: 200 };
  return { status: 206, start: ranges[0]!.start, end: ranges[0]!.end };
}

const httpDate = (value: string | undefined) => (value ? Date.parse(value) : NaN);

/** If-Match (weak comparison, `*` matches) or, without it, If-Unmodified-Since. */
function preconditionFails(headers: IncomingHttpHeaders, file: Validators): boolean {
  const match = headers['if-match'];
  if (match) {
    if (match.trim() === '*') return false;
    return match
      .split(',')
      .map((tag) => tag.trim())
      .every((tag) => tag !== file.etag && tag !== `W/${file.etag}`);
  }
  const unmodifiedSince = httpDate(headers['if-unmodified-since']);
  return !Number.isNaN(unmodifiedSince) && httpDate(file.lastModified) > unmodifiedSince;
}

/** If-Range holds when it is this representation's ETag or a date no earlier than its Last-Modified. */
function rangeFresh(ifRange: string | undefined, file: Validators): boolean {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.includes(file.etag);
  return httpDate(file.lastModified) <= httpDate(ifRange);
}
