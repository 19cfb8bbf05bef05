import { Icon } from '../../theme/Icon.tsx';
import type { Action, SectionOf } from '../../../schema/index.ts';
import { fill } from '../../../schema/placeholders.ts';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Actions } from '../../ui/section/Grid.tsx';
import { FixedDate } from '../../ui/dates/FixedDate.tsx';
import { Fact } from '../../ui/PostingFacts.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { postingOpen } from '../../../schema/buildDay.ts';
import { Article, BackLink, Closed, Facts, Wide } from './JobPostingSection.styles.ts';

/**
 * A job posting's own page (schema/route.ts sitePages): the title as the page's h1, its facts,
 * the description, requirements and benefits, then the ways to apply and the way back to the
 * list. A posting past its last day to apply on the build day says so under its title and takes
 * no application by mail; the call and the way back stay.
 */
export function JobPostingSection({ section }: { section: SectionOf<'job-posting'> }) {
  const { posting, jobs, listPath } = section;
  const { labels } = jobs;
  const open = postingOpen(posting, useShell().buildDate);
  const apply: Action = {
    kind: 'mail',
    label: jobs.apply.label,
    subject: fill(jobs.apply.subject, { title: posting.title }),
    body: jobs.apply.body,
    variant: 'primary',
  };
  const call: Action = { kind: 'phone', label: jobs.call, variant: open ? 'secondary' : 'primary' };
  return (
    <Article>
      <h1>{posting.title}</h1>
      {!open && (
        <Closed>
          <Icon name="CircleExclamationPoint" aria-hidden="true" size={20} strokeWidth={2.25} />
          <p>{labels.closed}</p>
        </Closed>
      )}
      <Facts posting={posting} labels={labels}>
        <Fact label={labels.posted}>
          <FixedDate iso={posting.datePosted} />
        </Fact>
        {posting.validThrough && (
          <Fact label={labels.validThrough}>
            <FixedDate iso={posting.validThrough} />
          </Fact>
        )}
        <Wide label={labels.hiringArea}>{posting.hiringArea.map((state) => state.name).join(', ')}</Wide>
      </Facts>
      {posting.description.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
      <h2>{labels.requirements}</h2>
      <ul>
        {posting.requirements.map((requirement) => (
          <li key={requirement}>{requirement}</li>
        ))}
      </ul>
      <h2>{labels.benefits}</h2>
      <ul>
        {posting.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      <Actions align="start">
        {open && <ActionLink action={apply} size="lg" />}
        <ActionLink action={call} size="lg" />
      </Actions>
      <BackLink>
        <a href={listPath}>
          <Icon name="ArrowLeft" aria-hidden="true" size={18} strokeWidth={2.25} />
          {labels.allJobs}
        </a>
      </BackLink>
    </Article>
  );
}
