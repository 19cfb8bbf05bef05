import styled from '@emotion/styled';
import { pathInDefault, pathInLanguage } from '../config/languages/languagePaths.ts';
import { Icon } from '../theme/Icon.tsx';
import { usePagePath } from '../ui/PagePath.tsx';
import { useShell } from '../ui/ShellContext.tsx';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  margin: 0;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 600;
    text-underline-offset: 0.2em;
  }
  svg {
    flex: none;
  }
  [data-short] {
    display: none;
  }
`;

/** A language's short name (`ES`, from its tag), which the header's bar shows where room is short. */
const shortName = (lang: string) => lang.split('-')[0]!.toUpperCase();

/**
 * The page on show in each other language of the site: a plain link (it works without
 * JavaScript), named in its own language and marked as such (`lang` for screen readers' voice,
 * `hreflang` for what it leads to). On the not-found page, each language's home. Nothing on a
 * site in one language. Its short name (`ES`) is there for a place that shows it instead (the
 * header's bar, where the links need the room): one of the two is hidden, so the link's name is
 * the one on show, and the short one is how the long one starts.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { languages, lang } = useShell();
  const path = usePagePath();
  const current = languages.find((language) => language.lang === lang);
  if (languages.length < 2 || !current) return null;
  const page = path === null ? '/' : pathInDefault(path, current);
  return (
    <Links className={className} data-languages="">
      {languages
        .filter((language) => language !== current)
        .map((language) => (
          <a key={language.lang} href={pathInLanguage(page, language)} hrefLang={language.lang} lang={language.lang} title={language.name}>
            <Icon name="Globe" aria-hidden="true" size={18} />
            <span data-long="">{language.name ?? language.lang}</span>
            <span data-short="">{shortName(language.lang)}</span>
          </a>
        ))}
    </Links>
  );
}
