import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import type { PolicyBlock, PolicyInline, PolicyLink } from '../../../schema/sections/policy.ts';
import { mailHref, telHref } from '../../ui/contactLinks.ts';
import { useShell } from '../../ui/ShellContext.tsx';

/** No space goes before a piece that starts with closing punctuation, nor after an opening bracket. */
const joinsTight = (before: PolicyInline[number] | undefined, piece: PolicyInline[number]) =>
  (typeof piece === 'string' && /^[.,;:!?)\]]/.test(piece)) || (typeof before === 'string' && /[([]$/.test(before));

/**
 * An inline link of a policy. `data-print-url` carries what the print stylesheet writes after
 * the link: the absolute address of a route, or the mailbox or number when the text differs.
 */
function PolicyLinkView({ link }: { link: PolicyLink }) {
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
        <Link to={link.href} data-print-url={new URL(link.href, company.siteUrl).href}>
          {link.label}
        </Link>
      );
  }
}

/** Text, or text pieces and links joined with single spaces. */
export function Inline({ value }: { value: PolicyInline }) {
  if (typeof value === 'string') return value;
  return value.map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && !joinsTight(value[i - 1], piece) ? ' ' : null}
      {typeof piece === 'string' ? piece : <PolicyLinkView link={piece} />}
    </Fragment>
  ));
}

/** A paragraph or a bullet list. */
export function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul>
        {block.list.map((item, i) => (
          <li key={i}>
            <Inline value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <Inline value={block} />
    </p>
  );
}
