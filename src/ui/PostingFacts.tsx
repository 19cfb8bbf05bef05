import type { ReactNode } from 'react';
import type { JobPosting, JobsSection } from '../../schema/sections/jobs.ts';

/** A fact of a posting: its label the term, its value the description, grouped in a div (as a `<dl>` may group them). */
export function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The facts drivers compare postings by (position, route, equipment, pay, home time), in the
 * order the jobs section's cards and the posting pages show them, as one description list;
 * `children` adds facts after them (a posting page's dates and hiring area). Each section
 * styles it its own way (`styled(PostingFacts)`).
 */
export function PostingFacts({
  posting,
  labels,
  className,
  children,
}: {
  posting: JobPosting;
  labels: JobsSection['labels'];
  className?: string;
  children?: ReactNode;
}) {
  const facts: [label: string, value: string][] = [
    [labels.kind, posting.kind],
    [labels.route, posting.route],
    [labels.equipment, posting.equipment],
    [labels.pay, posting.pay.text],
    [labels.homeTime, posting.homeTime],
  ];
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
      {children}
    </dl>
  );
}
