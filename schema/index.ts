export { siteConfig, type SiteConfig, type SiteConfigInput } from './site.ts';
export { section, type Section, type SectionOf, type SectionType } from './sections/index.ts';
export { action, type Action } from './action.ts';
export { iconNames, type IconName } from './icons.ts';
export { type Route } from './route.ts';
