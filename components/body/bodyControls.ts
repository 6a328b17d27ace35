/**
 * The controls of a doc page's body, bound to its server markup rather than run by React
 * (components/DocBody.tsx): code tabs that follow the reader's language, copy buttons and internal links
 * that open in place. One listener of each kind on the body, however many controls it holds, reading what
 * each control does from its markup (lib/html-contract/body-controls.ts, the early-taps attributes of
 * lib/render/inline-scripts.ts). They behave as CodeTabs, CodeBlock and AppLink do where React renders them.
 */
import Router from 'next/router';
import { browserHandles, prefetchPage } from '@/components/AppLink';
import { readStored, subscribeStored, writeStored } from '@/lib/browser/storage';
import { bodyControls } from '@/lib/html-contract/body-controls';
import { earlyTaps } from '@/lib/render/inline-scripts';
import { isFilePath } from '@/lib/routes/routes';

/** As long as useCopy's "Copied". */
const COPIED_MS = 1500;

const TAB = '[data-code-tabs] > [role=tablist] > [role=tab]';

/** Every tab group of the body shows the chosen language, or its first tab when it has none of it, as CodeTabs does. */
export function showLanguage(body: HTMLElement, chosen: string | null): void {
  for (const group of body.querySelectorAll<HTMLElement>('[data-code-tabs]')) {
    const tabs = Array.from(group.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]'));
    const panels = Array.from(group.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]'));
    const languages = tabs.map((tab) => tab.getAttribute(earlyTaps.tabLanguage));
    const selected = chosen !== null && languages.includes(chosen) ? languages.indexOf(chosen) : 0;
    tabs.forEach((tab, i) => {
      tab.setAttribute('aria-selected', String(i === selected));
      tab.tabIndex = i === selected ? 0 : -1;
    });
    panels.forEach((panel, i) => {
      panel.hidden = i !== selected;
    });
    group.setAttribute('data-code-tabs', 'live');
  }
}

const chooseLanguage = (tab: Element) => writeStored('codeLanguage', tab.getAttribute(earlyTaps.tabLanguage) ?? 'text');

/** A link to a page of this site, which the router opens in place (as AppLink's): not another origin's, not a file. */
function pageHref(link: HTMLAnchorElement): string | null {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return isFilePath(new URL(href, window.location.href).pathname) ? null : href;
}

/** The check icon while copied, the copy icon otherwise (CopiedIcons in components/mdx/CodeBlock.tsx). */
function showIcon(button: HTMLElement, copied: boolean): void {
  for (const icon of button.querySelectorAll(':scope > svg')) icon.toggleAttribute('hidden', icon.hasAttribute(bodyControls.copiedIcon) !== copied);
}

const restore = new WeakMap<HTMLElement, () => void>();

async function copy(button: HTMLElement): Promise<void> {
  const own = button.getAttribute(bodyControls.copy);
  const text = own || (button.closest('[data-code-block]')?.querySelector('pre')?.textContent ?? '');
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return;
  }
  restore.get(button)?.();
  const label = button.getAttribute('aria-label') ?? '';
  const word = button.querySelector(`[${bodyControls.copyText}]`);
  const idleWord = word?.textContent ?? '';
  const copied = button.getAttribute(bodyControls.copiedLabel) ?? label;
  showIcon(button, true);
  button.setAttribute('aria-label', copied);
  if (word) word.textContent = copied;
  let timer = 0;
  const reset = () => {
    window.clearTimeout(timer);
    restore.delete(button);
    showIcon(button, false);
    button.setAttribute('aria-label', label);
    if (word) word.textContent = idleWord;
  };
  restore.set(button, reset);
  timer = window.setTimeout(reset, COPIED_MS);
}

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const tab = event.target.closest(TAB);
  if (tab) return chooseLanguage(tab);
  const button = event.target.closest<HTMLElement>(`button[${bodyControls.copy}]`);
  if (button) return void copy(button);
  const link = event.target.closest('a');
  const href = link && pageHref(link);
  if (!link || !href || browserHandles(event, link.getAttribute('target') ?? undefined, link.hasAttribute('download'))) return;
  event.preventDefault();
  void Router.push(href);
}

/** Arrow keys move between a group's tabs, choosing each, as in CodeTabs. */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
  const tabs = tab?.parentElement ? Array.from(tab.parentElement.querySelectorAll<HTMLElement>(':scope > [role=tab]')) : [];
  if (!tab || tabs.length === 0) return;
  const next = tabs[(tabs.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length] ?? tab;
  chooseLanguage(next);
  next.focus();
}

/** The moments a reader shows they are about to follow a link (components/intent.ts): its page is prefetched. */
function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  const href = link && pageHref(link);
  if (href) prefetchPage(href);
}

const INTENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Binds the body's controls; returns the unbinding. */
export function bindBodyControls(body: HTMLElement): () => void {
  body.addEventListener('click', onClick);
  body.addEventListener('keydown', onKeyDown);
  for (const intent of INTENTS) body.addEventListener(intent, onIntent, { passive: true });
  const unsubscribe = subscribeStored(() => showLanguage(body, readStored('codeLanguage')));
  body.setAttribute(earlyTaps.liveBody, '');
  return () => {
    body.removeAttribute(earlyTaps.liveBody);
    unsubscribe();
    body.removeEventListener('click', onClick);
    body.removeEventListener('keydown', onKeyDown);
    for (const intent of INTENTS) body.removeEventListener(intent, onIntent);
  };
}
