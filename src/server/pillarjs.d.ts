// Types of the two small pillarjs libraries the server decides its answers with (both ship
// none): only what src/server uses, as their READMEs document it.

declare module 'fresh' {
  /**
   * Whether a conditional GET's If-None-Match (or, without it, If-Modified-Since) matches the
   * response's validators: then the client's copy is fresh (304). A request Cache-Control of
   * no-cache is never fresh.
   */
  export default function fresh(
    requestHeaders: import('node:http').IncomingHttpHeaders,
    responseHeaders: { etag?: string; 'last-modified'?: string },
  ): boolean;
}

declare module 'range-parser' {
  interface Range {
    start: number;
    end: number;
  }
  interface Ranges extends Array<Range> {
    type: string;
  }
  /** The ranges of a Range header for a body of `size` bytes: -1 when none is satisfiable, -2 when the header is malformed. */
  export default function rangeParser(size: number, header: string, options?: { combine?: boolean }): Ranges | -1 | -2;
}
