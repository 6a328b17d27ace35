import { useCopy } from '@/components/hooks/useCopy';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { routeUrl } from '@/lib/routes/routes';

/** Copy the page as Markdown (for a coding assistant), edit it, and when it last changed. */
export function PageActions({ route, editUrl, lastUpdated }: { route: string; editUrl: string | null; lastUpdated: string | null }) {
  const [state, copyText] = useCopy(2000);
  const markdownUrl = `${routeUrl(route)}index.md`;
  const copy = () =>
    copyText(
      fetch(markdownUrl).then(async (response) => {
        if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
        return response.text();
      }),
    );
  return (
    <div className="mt-10 flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <button type="button" onClick={copy} className="flex items-center gap-1.5 hover:text-slate-900 dark:hover:text-white">
        {state === 'copied' ? <CheckIcon width={14} height={14} /> : <CopyIcon width={14} height={14} />}
        {state === 'copied' ? 'Copied as Markdown' : state === 'failed' ? 'Could not copy: open the Markdown' : 'Copy page as Markdown'}
      </button>
      <a href={markdownUrl} className="hover:text-slate-900 dark:hover:text-white">
        View as Markdown
      </a>
      {editUrl && (
        <a href={editUrl} className="hover:text-slate-900 dark:hover:text-white">
          Edit this page
        </a>
      )}
      {lastUpdated && (
        <span className="ml-auto">
          Last updated <time dateTime={lastUpdated}>{lastUpdated}</time>
        </span>
      )}
    </div>
  );
}
