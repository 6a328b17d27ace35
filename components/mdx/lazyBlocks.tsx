/**
 * Parts of a page that load as their own chunks (the page actions, the reference's body; the MDX blocks
 * of ./mdxBlocks.tsx, which only the build renders now): the pages that use them pay for them, the others do not.
 *
 * Not React.lazy with Suspense: React's server renderer streams a finished Suspense boundary larger
 * than its chunk size (about 12.8 KB) to the end of the document, hidden, for a script to move into
 * place; an endpoint block or a long table is that large, so the static HTML that readers without
 * JavaScript, the Markdown copies and the search index read would lack it. Instead the server renders
 * the block in full (getStaticProps awaits `preloadMdxBlocks()`), and on the client, until the chunk
 * arrives, an element whose inner HTML React does not own keeps the server's markup as it is.
 */
import { useEffect, useState, type ComponentType, type JSX } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

/** A block that loads as its own chunk; its module is preloaded with the MDX blocks' for a server render. */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element {
  let loaded: ComponentType<P> | null = null;
  const fetchModule = async () => (loaded = await load());
  preloads.push(fetchModule);
  function Block(props: P) {
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Live) return;
      let current = true;
      // A chunk that fails to load leaves the server's markup readable, only not interactive.
      fetchModule().then((component) => current && setLive(() => component), () => undefined);
      return () => {
        current = false;
      };
    }, [Live]);
    if (Live)
      return (
        <div key="live" className="contents">
          <Live {...props} />
        </div>
      );
    return <ServerMarkup key="server" />;
  }
  return Block;
}

/** The server's markup of a block, kept as it is: React owns the element, not its inner HTML. */
export function ServerMarkup() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/** Loads every block's module, so that a server render of any page has them all in full. Server only. */
export async function preloadMdxBlocks(): Promise<void> {
  await Promise.all(preloads.map((preload) => preload()));
}
