/** The pre-paint path script: canonical URLs for /x/index.html and /x.html, and never a step off this origin. */
import { describe, expect, it } from 'vitest';
import { canonicalPathScript, frameGuardScript } from '@/lib/render/inline-scripts';

function run(pathname: string, notFound: boolean): string[] {
  const calls: string[] = [];
  const location = { pathname, search: '?q=1', hash: '#h', replace: (url: string) => calls.push(url) };
  const history = { state: null, replaceState: (_state: unknown, _title: string, url: string) => calls.push(url) };
  new Function('location', 'history', canonicalPathScript(notFound))(location, history);
  return calls;
}

describe('canonical path script', () => {
  it('sends /x.html to /x/ and shows /x/ for /x/index.html', () => {
    expect(run('/webhooks/configuration.html', true)).toEqual(['/webhooks/configuration/?q=1#h']);
    expect(run('/webhooks/configuration/index.html', false)).toEqual(['/webhooks/configuration/?q=1#h']);
    expect(run('/index.html', false)).toEqual(['/?q=1#h']);
    expect(run('/webhooks/configuration.html', false)).toEqual([]);
    // Not `//`, which location.replace throws on (probe L16).
    expect(run('/.html', true)).toEqual(['/?q=1#h']);
  });

  it('stays on this origin for paths that start with several slashes or a backslash', () => {
    for (const pathname of ['//evil.example.html', '/\\evil.example.html', '///evil.example.html', '/\\/evil.example.html', '//127.0.0.1:4310.html', '//x/index.html']) {
      for (const url of run(pathname, true)) expect(new URL(url, 'https://developers.paymora.example/').origin, `${pathname} -> ${url}`).toBe('https://developers.paymora.example');
    }
  });
});

describe('frame guard script', () => {
  const run = (framed: boolean) => {
    const replaced: string[] = [];
    const style: { display?: string } = {};
    const self = { location: { href: 'https://developers.paymora.example/x/' } };
    const top = framed ? { location: { replace: (url: string) => replaced.push(url) } } : self;
    const window = { ...self, self, top };
    window.self = window;
    if (!framed) window.top = window;
    new Function('window', 'document', frameGuardScript())(window, { documentElement: { style } });
    return { replaced, display: style.display };
  };

  it('hides a page framed by another site and sends the top window to it; leaves a page that is not framed alone', () => {
    expect(run(true)).toEqual({ replaced: ['https://developers.paymora.example/x/'], display: 'none' });
    expect(run(false)).toEqual({ replaced: [], display: undefined });
  });
});
