/** Next's startup scripts wait for the first paint (issue 26): the export's rewrite and the inline script that starts them. */
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '@/lib/render/after-paint-scripts';
import { AFTER_PAINT_SCRIPT_TYPE, afterPaintScript } from '@/lib/render/inline-scripts';
import { siteInlineScripts } from '@/lib/render/known-inline-scripts';

const head = '<head><script>inline()</script><script src="/_next/static/chunks/main.js" defer=""></script><script src="/_next/static/b1/_buildManifest.js" defer=""></script></head>';

describe('scripts after the first paint', () => {
  it("gives Next's deferred scripts a type no browser runs, in their order, and leaves inline and other scripts", () => {
    const page = scriptsAfterFirstPaint(`${head}<body><script src="/vendor.js" defer=""></script></body>`);
    expect(page.moved).toBe(2);
    expect(page.html).toBe(`<head><script>inline()</script><script type="${AFTER_PAINT_SCRIPT_TYPE}" src="/_next/static/chunks/main.js"></script><script type="${AFTER_PAINT_SCRIPT_TYPE}" src="/_next/static/b1/_buildManifest.js"></script></head><body><script src="/vendor.js" defer=""></script></body>`);
  });

  it('counts a page rewritten already as waiting, and changes it no further', () => {
    const once = scriptsAfterFirstPaint(head).html;
    expect(scriptsAfterFirstPaint(once)).toEqual({ html: once, moved: 0, waiting: 2 });
  });

  it('is one of the inline scripts the security step allows', () => {
    expect(siteInlineScripts().has(afterPaintScript())).toBe(true);
  });

  interface Run {
    appended: { src: string; async: boolean }[];
    /** Fires the browser's callbacks of one kind, in the order they were asked for. */
    fire: (kind: 'paint' | 'frame' | 'timer') => void;
  }

  function run(visibilityState: 'visible' | 'hidden', paintTiming: boolean): Run {
    const appended: Run['appended'] = [];
    const waiting: { kind: 'paint' | 'frame' | 'timer'; callback: () => void }[] = [];
    const document = {
      visibilityState,
      querySelectorAll: (selector: string) => (selector === `script[type="${AFTER_PAINT_SCRIPT_TYPE}"]` ? ['/a.js', '/b.js'].map((src) => ({ src: `https://developers.paymora.example${src}`, getAttribute: (name: string) => (name === 'src' ? src : null) })) : []),
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    };
    class PerformanceObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        waiting.push({ kind: 'paint', callback: () => this.callback({}, this) });
      }
      disconnect() {}
    }
    const window = { PerformanceObserver };
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', afterPaintScript())(
      document,
      window,
      (callback: () => void) => waiting.push({ kind: 'frame', callback }),
      (callback: () => void) => waiting.push({ kind: 'timer', callback }),
    );
    return { appended, fire: (kind) => waiting.filter((entry) => entry.kind === kind).forEach((entry) => entry.callback()) };
  }

  const inOrder = [
    { src: '/a.js', async: false },
    { src: '/b.js', async: false },
  ];

  it('starts the waiting scripts in order, not async, when the first paint is reported, and once', () => {
    const page = run('visible', true);
    page.fire('frame');
    expect(page.appended).toEqual([]);
    page.fire('paint');
    expect(page.appended).toEqual(inOrder);
    page.fire('timer');
    expect(page.appended).toEqual(inOrder);
  });

  it('starts them after 3 s if no paint is reported, at once in a hidden tab, and after a frame without paint timing', () => {
    const unpainted = run('visible', true);
    unpainted.fire('timer');
    expect(unpainted.appended).toEqual(inOrder);
    expect(run('hidden', true).appended).toEqual(inOrder);
    const older = run('visible', false);
    older.fire('frame');
    expect(older.appended).toEqual([]);
    older.fire('timer');
    expect(older.appended).toEqual(inOrder);
  });
});
