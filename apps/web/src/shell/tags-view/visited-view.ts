import type { TranslationKey } from '../../core/i18n';

/** docs/web-client.md section 3 "Visited tab": what the tab strip keeps of each visited page. */
export interface VisitedView {
  /** The page's path: one tab per path. */
  path: string;
  /** The path with its query, as last visited: the tab opens it, and the page cache is keyed by it. */
  fullPath: string;
  query: Record<string, string>;
  /** The route's name (its path pattern; the reference's route name). */
  name: string;
  /** The server's title; static routes carry a catalogue key in meta instead, so they follow the language. */
  title?: string;
  meta: VisitedMeta;
}

export interface VisitedMeta {
  titleKey?: TranslationKey;
  icon?: string;
  noCache?: boolean;
  /** One tab per route (`name`) instead of per path: a visit replaces it. */
  singleTab?: boolean;
  affix?: boolean;
  link?: string | null;
}
