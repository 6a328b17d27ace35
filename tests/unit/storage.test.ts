/** The preference store (lib/browser/storage.ts) without React: plain keys, one value for every subscriber in every tab, never a throw. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, resetStorage, subscribeStored, writeStored } from '@/lib/browser/storage';

/** A window with local storage over a map: the map is what every tab of the origin shares. */
function tabWithStorage(shared = new Map<string, string>()) {
  const tab = Object.assign(new EventTarget(), {
    localStorage: { getItem: (key: string) => shared.get(key) ?? null, setItem: (key: string, value: string) => void shared.set(key, value) },
  });
  vi.stubGlobal('window', tab);
  return { shared, tab };
}

/** What the browser fires in this tab when another tab changes storage. */
const changedElsewhere = (tab: EventTarget) => tab.dispatchEvent(new Event('storage'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetStorage();
});

describe('preference store', () => {
  it('reads and writes plain keys', () => {
    const { shared } = tabWithStorage();
    writeStored('announcementDismissed', 'x');
    expect(readStored('announcementDismissed')).toBe('x');
    expect([...shared]).toEqual([['announcement.dismissed', 'x']]);
  });

  it("tells this tab's subscribers of a write, and no one after they unsubscribe", () => {
    tabWithStorage();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeStored(first);
    subscribeStored(second);
    writeStored('codeLanguage', 'csharp');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    stopFirst();
    writeStored('codeLanguage', 'node');
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 2]);
  });

  it('follows what another tab writes, until unsubscribed', () => {
    const { shared, tab } = tabWithStorage(new Map([['code.language', 'curl']]));
    const onChange = vi.fn();
    const stop = subscribeStored(onChange);
    expect(readStored('codeLanguage')).toBe('curl');
    shared.set('code.language', 'csharp');
    changedElsewhere(tab);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readStored('codeLanguage')).toBe('csharp');
    stop();
    changedElsewhere(tab);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a choice for the page when storage throws, tells subscribers, and warns once', () => {
    const denied = () => {
      throw new Error('The operation is insecure.');
    };
    vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: { getItem: denied, setItem: denied } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onChange = vi.fn();
    subscribeStored(onChange);
    expect(readStored('codeLanguage')).toBeNull();
    expect(() => writeStored('codeLanguage', 'csharp')).not.toThrow();
    expect(readStored('codeLanguage')).toBe('csharp');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(readStored('announcementDismissed')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/preferences will not be remembered/);
  });
});
