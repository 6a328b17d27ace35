/** What the site reads from local storage and hands to a library that trusts it (probe L9): DocSearch's stored searches, and the theme next-themes applies. */
import { describe, expect, it } from 'vitest';
import { storedPreferencesScript } from '@/lib/render/inline-scripts';
import { keepValidDocSearchStorage } from '@/lib/search/docsearch-storage';

/** A Map behind the three calls of Storage the check makes. */
function memoryStore(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__paymora-docs';
const FAVOURITE = '__DOCSEARCH_FAVORITE_SEARCHES__paymora-docs';
const hit = (url: string, lvl1: string) => ({ objectID: url, url, type: 'lvl1', hierarchy: { lvl0: 'Webhooks', lvl1, lvl2: null }, _highlightResult: { hierarchy: { lvl1: { value: lvl1, matchLevel: 'full', matchedWords: [] } } } });

describe('DocSearch storage (probe L9)', () => {
  it('removes a list that does not parse or is no list', () => {
    const store = memoryStore({ [RECENT]: '{x', [FAVOURITE]: '{}' });
    keepValidDocSearchStorage('paymora-docs', store);
    expect([...store.map.keys()]).toEqual([]);
  });

  it('drops stored hits that carry markup other than <mark> or a URL off the site, and keeps the site\'s own', () => {
    const own = hit('/webhooks/configuration/', 'Webhook <mark>config</mark>uration &lt;b&gt;');
    const list = [own, hit('/x/', '<b>bold</b>'), hit('/y/', '<a href="https://evil.example/">x</a>'), hit('https://evil.example/', 'Away'), hit('//evil.example/', 'Away'), { url: '/z/' }, 'text', null];
    const store = memoryStore({ [RECENT]: JSON.stringify(list), other: '{x' });
    keepValidDocSearchStorage('paymora-docs', store);
    expect(JSON.parse(store.map.get(RECENT) ?? '')).toEqual([own]);
    expect(store.map.get('other')).toBe('{x');
  });

  it('leaves a valid list as it is, and never throws when storage refuses', () => {
    const text = JSON.stringify([hit('/webhooks/configuration/', 'Configuration')]);
    const store = memoryStore({ [RECENT]: text });
    keepValidDocSearchStorage('paymora-docs', store);
    expect(store.map.get(RECENT)).toBe(text);
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined, removeItem: () => undefined };
    expect(() => keepValidDocSearchStorage('paymora-docs', refusing)).not.toThrow();
  });
});

describe('the stored theme (probe L9)', () => {
  /** The head script as the browser runs it, over a storage of our own. */
  const runHeadScript = (entries: Record<string, string>) => {
    const store = memoryStore(entries);
    const attributes = new Map<string, string>();
    const documentStub = { documentElement: { setAttribute: (name: string, value: string) => void attributes.set(name, value) } };
    new Function('localStorage', 'document', storedPreferencesScript('promo-1'))(store, documentStub);
    return { keys: [...store.map.keys()], attributes };
  };

  it('forgets a theme next-themes cannot apply before it reads it, and keeps light, dark and system', () => {
    for (const poisoned of ['dark light', '"><img src=x onerror=alert(1)>']) expect(runHeadScript({ theme: poisoned, other: 'kept' }).keys, poisoned).toEqual(['other']);
    for (const theme of ['light', 'dark', 'system']) expect(runHeadScript({ theme }).keys).toEqual(['theme']);
    // The announcement part is as before.
    expect(runHeadScript({ 'announcement.dismissed': 'promo-1' }).attributes.get('data-announcement-dismissed')).toBe('true');
  });
});
