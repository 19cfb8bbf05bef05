import type { IncomingMessage } from 'node:http';

/** A request body read as JSON, or why not: too large (413) or not JSON (400). */
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413; message: string };

/**
 * The body of `request`, at most `maxBytes`, parsed as JSON. A body announced or found larger is
 * refused as soon as that is known, and the rest of it is read and dropped (not kept), so that
 * the client, still sending, reads the refusal rather than a connection cut short.
 */
export function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<JsonBody> {
  const tooLarge: JsonBody = {
    ok: false,
    status: 413,
    message: `The body is larger than ${maxBytes} bytes, the most a site config and its edits can take: send fewer edits at a time`,
  };
  if (Number(request.headers['content-length']) > maxBytes) {
    request.resume();
    return Promise.resolve(tooLarge);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const collect = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      request.off('data', collect);
      request.resume();
      resolve(tooLarge);
    };
    request.on('data', collect);
    request.once('error', reject);
    request.once('end', () => {
      if (size > maxBytes) return;
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ ok: true, value: JSON.parse(text) as unknown });
      } catch (error) {
        resolve({ ok: false, status: 400, message: `The body is not JSON (${(error as Error).message}): send the edits as JSON` });
      }
    });
  });
}
