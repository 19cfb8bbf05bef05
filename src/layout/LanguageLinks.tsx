import { KeptElement } from '../ui/islands/KeptElement.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * The language switch where the header and the footer show it: plain links, so in the built
 * site's browser the element the server wrote is kept as it is (../ui/islands/KeptElement.tsx), and
 * ./LanguageSwitch.tsx, with its styles and words, is left out of the browser's code; the server,
 * the dev server and the component tests draw it. Nothing on a site in one language, as there.
 */
export function LanguageLinks() {
  const { languages, lang } = useShell();
  if (languages.length < 2 || !languages.some((language) => language.lang === lang)) return null;
  return __KEEP_PRERENDERED__ ? <KeptElement tag="p" /> : <LanguageSwitch />;
}
