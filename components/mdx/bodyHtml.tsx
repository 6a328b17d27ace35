/**
 * A doc page's body as HTML, rendered once at build time. The client never renders it: the page keeps
 * the server's markup (components/DocBody.tsx), so the compiled MDX, its data and its blocks stay out of
 * the browser, and React hydrates none of the body's elements (about 1,500 on a long guide).
 * Server only: getStaticProps calls it (lib/render/page-props.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MdxContent, type MdxContentProps } from './MdxContent';
import { preloadMdxBlocks } from './lazyBlocks';

/** The prefix of the body's `useId` ids (code tabs), so that they never meet the page's own. */
const BODY_ID_PREFIX = 'b';

export async function bodyHtml(props: MdxContentProps): Promise<string> {
  // The blocks that load as their own chunks render in full only once their modules are in.
  await preloadMdxBlocks();
  return renderToStaticMarkup(<MdxContent {...props} />, { identifierPrefix: BODY_ID_PREFIX });
}
