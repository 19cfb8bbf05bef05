import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../render/ActionLink.tsx';
import { mailHref } from '../../render/contactLinks.ts';
import { useShell } from '../../render/ShellContext.tsx';
import { Actions } from '../shared/Grid.tsx';
import { Section } from '../shared/Section.tsx';

export function CtaSection({ section }: { section: SectionOf<'cta'> }) {
  const { company } = useShell();
  return (
    <Section id={section.id} heading={section.heading} intro={section.text} tone="dark">
      <Actions>
        {section.actions.map((action) => (
          <ActionLink key={action.label} action={action} />
        ))}
      </Actions>
      {section.showContacts && (
        <p style={{ textAlign: 'center', marginTop: '1.5rem' }}>
          <a href={mailHref(company.email)}>{company.email}</a>
        </p>
      )}
      <p style={{ textAlign: 'center' }}>{section.availability}</p>
    </Section>
  );
}
