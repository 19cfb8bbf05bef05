import { isIP } from 'node:net';
import { UsageError } from '../../config/problem.ts';

/**
 * Where the editor answers: the address it prints, and from it the one `Host` header and the one
 * `Origin` it accepts. A request naming any other host reached it through a name it was not
 * given (DNS rebinding: a page whose name was pointed at this computer), and a write from any
 * other origin came from a page the person visited, not from the editor's own.
 */
export interface EditorAddress {
  /** `http://localhost:4174/`: what is printed, and the editor's page. */
  url: string;
  /** `http://localhost:4174`: the only Origin a write may come from. */
  origin: string;
  /** `localhost:4174`: the only Host header answered. */
  host: string;
}

export function editorAddress(host: string, port: number): EditorAddress {
  const name = isIP(host) === 6 ? `[${host}]` : host;
  const origin = `http://${name}:${port}`.toLowerCase();
  return { url: `${origin}/`, origin, host: origin.slice('http://'.length) };
}

/** Whether `host` is this computer alone: the editor is then out of reach of the network. */
export const isLoopback = (host: string) =>
  /^localhost$/i.test(host) || /^127(?:\.\d{1,3}){3}$/.test(host) || host === '::1' || /^::ffff:127(?:\.\d{1,3}){3}$/i.test(host);

/**
 * The host HOST asks for, refused when it names every address (`0.0.0.0`, `::`): the editor
 * answers only requests made to the address it prints, and no browser is sent to that one.
 */
export function editorHost(env: NodeJS.ProcessEnv = process.env): string {
  const host = env.HOST || 'localhost';
  if (host === '0.0.0.0' || host === '::' || host === '[::]')
    throw new UsageError(
      `HOST=${host} would listen on every address, but the editor answers only requests made to the address it prints: set HOST to this computer's address on the network (such as 192.168.1.20), or leave it unset for this computer alone`,
    );
  return host;
}
