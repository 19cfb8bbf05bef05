import { Fragment } from 'react';
import type { PolicyInline, PolicyLink } from '../../schema/sections/policy.ts';
import { mailHref, telHref } from './contactLinks.ts';
import { useShell } from './ShellContext.tsx';

/**
 * The config's "text and links" (`inline` in schema/sections/policy.ts): text, or text pieces
 * and mail, phone and route links joined with single spaces. The policies' paragraphs and the
 * FAQ's answers are written this way. Every link is a plain `<a href>` in the prerendered HTML,
 * so it works in a section that is never hydrated.
 */

/** No space goes before a piece that starts with closing punctuation, nor after an opening bracket. */
const joinsTight = (before: PolicyInline[number] | undefined, piece: PolicyInline[number]) =>
  (typeof piece === 'string' && /^[.,;:!?)\]]/.test(piece)) || (typeof before === 'string' && /[([]$/.test(before));

/**
 * An inline link. `data-print-url` carries what the print stylesheet writes after the link:
 * the absolute address of a route, or the mailbox or number when the text differs.
 */
function InlineLink({ link }: { link: PolicyLink }) {
  const { company } = useShell();
  switch (link.kind) {
    case 'mail': {
      const label = link.label ?? company.email;
      return (
        <a href={mailHref(company.email, link.subject)} data-print-url={label === company.email ? undefined : company.email}>
          {label}
        </a>
      );
    }
    case 'phone': {
      const label = link.label ?? company.phone;
      return (
        <a href={telHref(company.phone)} data-print-url={label === company.phone ? undefined : company.phone}>
          {label}
        </a>
      );
    }
    case 'link':
      return (
        <a href={link.href} data-print-url={new URL(link.href, company.siteUrl).href}>
          {link.label}
        </a>
      );
  }
}

/** Text, or text pieces and links joined with single spaces. */
export function InlineText({ value }: { value: PolicyInline }) {
  if (typeof value === 'string') return value;
  return value.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && !joinsTight(value[i - 1], piece) ? ' ' : null}
      {typeof piece === 'string' ? piece : <InlineLink link={piece} />}
    </Fragment>
  ));
}
