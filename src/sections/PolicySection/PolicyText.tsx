import type { PolicyBlock } from '../../../schema/sections/policy.ts';
import { InlineText } from '../../ui/InlineText.tsx';

/** A paragraph or a bullet list of a policy, each text or text with links (src/ui/InlineText.tsx). */
export function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'object' && 'list' in block) {
    return (
      <ul>
        {block.list.map((item, i) => (
          <li key={i}>
            <InlineText value={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      <InlineText value={block} />
    </p>
  );
}
