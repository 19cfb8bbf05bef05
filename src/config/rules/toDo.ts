/**
 * A value left for the carrier to write: `[[TODO: a customer's name]]`, what `npm run new` puts
 * where the example had a value of its own carrier and no flag gives the new one's. The schema
 * takes it wherever a text goes (double brackets are no YAML syntax inside quotes, and braces are
 * the config's tokens); its pages show it as it is, so a page left unfinished is plain to see;
 * `npm run check` warns at each (./exampleLeftovers.ts); `grep -n "\[\[TODO"` finds them all.
 */
export const toDo = (what: string) => `[[TODO: ${what}]]`;

/** Whether a text still holds a placeholder, even one half edited (its closing brackets gone). */
export const holdsToDo = (text: string) => /\[\[\s*TODO\b/i.test(text);
