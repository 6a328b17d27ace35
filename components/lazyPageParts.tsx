/**
 * Parts of a doc or reference page that nothing needs at first paint, as chunks of their own
 * (components/mdx/lazyBlocks.tsx): the server renders them in full, and until the
 * chunk is in the reader sees the server's markup. They keep their code out of every page's first load.
 */
import { lazyBlock } from '@/components/mdx/lazyBlocks';

/** At the foot of the article: copy or view as Markdown, edit, last updated. */
export const PageActionsBlock = lazyBlock(() => import('./PageActions').then((m) => m.PageActions));

/** Only on a version's welcome page, and rendered only once the page runs (it reads the query). */
export const MissingPageNoticeBlock = lazyBlock(() => import('./MissingPageNotice').then((m) => m.MissingPageNotice));
