import { isIP } from 'node:net';
import { UsageError } from '../../config/problem.ts';

/**
 * The hosted editor's public address (`--public-url`, or EDITOR_PUBLIC_URL): where its people
 * reach it through the proxy (nginx with TLS, docs/hosting.md). The editor listens on a local
 * address behind the proxy, but answers only requests naming this host, takes changes only from
 * this origin, and ties its passkeys to this host name (../passkeys/relyingParty.ts).
 */
export interface PublicAddress {
  /** `https://edit.acme.example/` */
  url: string;
  /** `https://edit.acme.example`: the one Origin a change is taken from. */
  origin: string;
  /** `edit.acme.example`: the one Host header answered (the proxy passes the browser's). */
  host: string;
}

/** The public address `text` names: HTTPS, or http://localhost (a secure context too, for trying it and for tests). */
export function publicAddress(text: string | undefined): PublicAddress {
  const example = 'such as --public-url https://edit.acme.example';
  if (!text) throw new UsageError(`The hosted editor needs the address its people open: give it, ${example} (or EDITOR_PUBLIC_URL)`);
  const url = URL.canParse(text) ? new URL(text) : undefined;
  if (!url || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password)
    throw new UsageError(`${JSON.stringify(text)} is not an address of a site's root: give one ${example}`);
  const local = url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if (url.protocol !== 'https:' && !local)
    throw new UsageError(
      `${text} is not HTTPS: passkeys and the editor's cookies work only over HTTPS, so put the editor behind a proxy with TLS (docs/hosting.md) and give its https:// address`,
    );
  if (isIP(url.hostname) && !local) throw new UsageError(`Passkeys need a host name, not an IP address: give one ${example}`);
  return { url: `${url.origin}/`, origin: url.origin, host: url.host };
}
