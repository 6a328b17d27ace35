/**
 * DocSearch keeps the reader's recent and favourite searches in local storage and renders their
 * fields as HTML, trusting what it reads (probe L9): `{x` there crashed the page on Ctrl+K, and a
 * stored `<a href=…>` appeared in the modal. Before the modal mounts, each list is kept only if it is
 * a list of hits as the site gives them (lib/search/algolia-edge.ts): a site-relative URL, and text
 * whose only markup is `<mark>`. What is not is dropped; a list that does not parse is removed.
 */
import { isRecord } from '../util/is-record';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Only the site's highlight: the text of a hit is escaped HTML with `<mark>` around matched words. */
const onlyMarks = (text: string) => !text.replace(/<\/?mark>/g, '').includes('<');

function isSafeValue(value: unknown, depth = 0): boolean {
  if (depth > 6) return false;
  if (typeof value === 'string') return onlyMarks(value);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every((item) => isSafeValue(item, depth + 1));
  return isRecord(value) && Object.values(value).every((item) => isSafeValue(item, depth + 1));
}

/** A stored hit the modal can render: a site-relative URL and fields with no markup but `<mark>`. */
function isStoredHit(value: unknown): boolean {
  return isRecord(value) && typeof value.url === 'string' && value.url.startsWith('/') && !value.url.startsWith('//') && isRecord(value.hierarchy) && isSafeValue(value);
}

/** The keys DocSearch stores its lists under for `indexName`. */
const listKeys = (indexName: string) => [`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`];

/** Keeps DocSearch's stored lists for `indexName` to what the site could have stored; never throws. */
export function keepValidDocSearchStorage(indexName: string, store: Store | null = typeof window === 'undefined' ? null : window.localStorage): void {
  if (!store) return;
  for (const key of listKeys(indexName)) {
    try {
      const text = store.getItem(key);
      if (text === null) continue;
      let list: unknown;
      try {
        list = JSON.parse(text);
      } catch {
        list = null;
      }
      if (!Array.isArray(list)) {
        store.removeItem(key);
        continue;
      }
      const kept = list.filter(isStoredHit);
      if (kept.length !== list.length) store.setItem(key, JSON.stringify(kept));
    } catch {
      // Storage refused (privacy settings, a sandboxed frame): DocSearch then keeps nothing either.
    }
  }
}
