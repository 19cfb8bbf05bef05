import type { JobPosting, JobsSection } from '../../schema/sections/jobs.ts';

/** The facts drivers compare postings by, label and value, in the order the cards and the posting pages show them. */
export const postingFacts = (posting: JobPosting, labels: JobsSection['labels']): [label: string, value: string][] => [
  [labels.kind, posting.kind],
  [labels.route, posting.route],
  [labels.equipment, posting.equipment],
  [labels.pay, posting.pay.text],
  [labels.homeTime, posting.homeTime],
];
