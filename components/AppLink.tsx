import Router from 'next/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { onIntent } from '@/components/intent';
import { currentConnection, isSlowConnection } from '@/lib/browser/connection';

// The intent handlers are the link's own (prefetching), so callers cannot pass ones it would drop.
type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'onPointerEnter' | 'onTouchStart' | 'onFocus'> & { href: string };

const prefetched = new Set<string>();

/**
 * A link to a page of this site: a plain anchor that opens the page in place with Next's router.
 * Not `next/link`: that prefetches the data of every link that scrolls into view (a doc page's
 * sidebar alone asked for dozens of files on a phone) and weighs on every page's JavaScript
 * (docs/performance.md). This one prefetches the page a reader points at, touches or tabs to, and nothing on
 * data-saver and 2G connections.
 */
/** Asks for a page's data once, ahead of the click (not on data-saver and 2G connections). */
export function prefetchPage(href: string): void {
  if (prefetched.has(href) || isSlowConnection(currentConnection())) return;
  prefetched.add(href);
  // A failed prefetch only means the click loads the page itself.
  Router.prefetch(href).catch(() => prefetched.delete(href));
}

type Click = Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** Modified and middle clicks, new-tab targets and downloads are the browser's to handle. */
export function browserHandles(event: Click, target: string | undefined, download: boolean): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (target !== undefined && target !== '_self') || download;
}

export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (browserHandles(event, rest.target, rest.download !== undefined)) return;
    event.preventDefault();
    void Router.push(href);
  };
  return <a {...rest} href={href} onClick={click} {...onIntent(() => prefetchPage(href))} />;
}
