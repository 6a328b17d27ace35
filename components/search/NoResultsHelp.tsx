import { AppLink } from '@/components/AppLink';

interface NoResultsHelpProps {
  /** Queries to try instead (SearchResults.suggestions). */
  suggestions: readonly string[];
  /** The sections of the docs version being read (lib/search/no-results.ts). */
  sections: readonly { label: string; href: string }[];
  /** Searches for a suggestion in the same box. */
  onSuggest: (query: string) => void;
  onNavigate?: () => void;
  /** Class names of the block, its labels and its items: the modal's are DocSearch's own, the page's Tailwind's. */
  classes: { root: string; label: string; list: string; item: string };
}

/** What a search that found nothing offers: the nearest words of the index, then the sections. */
export function NoResultsHelp({ suggestions, sections, onSuggest, onNavigate, classes }: NoResultsHelpProps) {
  return (
    <div className={classes.root} data-search-suggestions="">
      {suggestions.length > 0 && (
        <>
          <p className={classes.label}>Did you mean:</p>
          <ul className={classes.list}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className={classes.item} onClick={() => onSuggest(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={classes.label}>{suggestions.length > 0 ? 'Or browse a section:' : 'Browse a section:'}</p>
      <ul className={classes.list}>
        {sections.map(({ label, href }) => (
          <li key={href}>
            <AppLink href={href} onClick={onNavigate} className={classes.item}>
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
