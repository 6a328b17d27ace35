/**
 * Scripts that must run before the first paint, so they are inlined in the HTML head.
 * Each is plain ES5 in a string: it runs before any bundle loads.
 */
import { storageKeys } from '../browser/storage';

/**
 * Stored preferences before paint: a dismissed announcement is hidden (the bar's React state takes over
 * after hydration), and a stored theme that is no theme is forgotten before next-themes reads it (probe
 * L9: it adds the value as a class, and `dark light` or markup there threw, leaving every page on
 * React's application error). Here, not in _app, so that it costs no page its first-load JavaScript.
 */
export function storedPreferencesScript(announcementId: string): string {
  const theme = JSON.stringify(storageKeys.theme);
  return `try{if(localStorage.getItem(${JSON.stringify(storageKeys.announcementDismissed)})===${JSON.stringify(announcementId)})document.documentElement.setAttribute('data-announcement-dismissed','true');var t=localStorage.getItem(${theme});if(t&&!/^(light|dark|system)$/.test(t))localStorage.removeItem(${theme})}catch(e){}`;
}

/**
 * `/x/index.html` is the same file as `/x/`: show the canonical URL before the router reads it.
 * On the not-found page, `/x.html` is a reader's guess at `/x/`: go there. Leading slashes and
 * backslashes are folded into one `/`, so the target is always a path on this origin: `//evil.example.html`
 * would otherwise become the protocol-relative `//evil.example/` (browsers read `\` as `/`), and `/.html`
 * the empty authority `//`, which location.replace throws on (probe L16).
 */
export function canonicalPathScript(isNotFoundPage: boolean): string {
  const local = `function s(x){return '/'+x.replace(/^[\\/\\\\]+/,'')}`;
  const redirectHtml = isNotFoundPage
    ? `else if(/\\.html$/.test(p)){location.replace(s(p.slice(0,-5)+'/')+location.search+location.hash)}`
    : '';
  return `(function(){${local}var p=location.pathname;if(/\\/index\\.html$/.test(p)){history.replaceState(history.state,'',s(p.slice(0,-10))+location.search+location.hash)}${redirectHtml}})()`;
}

/**
 * A page framed by another site is hidden, and the top window is sent to the page itself: a meta CSP
 * cannot carry `frame-ancestors`, so this is the defence the static files carry on their own. The
 * CDN's `Content-Security-Policy: frame-ancestors 'none'` and `X-Frame-Options: DENY` headers are the
 * real one (README, Security headers): a sandboxed frame without scripts never runs this.
 */
export function frameGuardScript(): string {
  return `if(window.top!==window.self){document.documentElement.style.display='none';try{window.top.location.replace(window.location.href)}catch(e){}}`;
}

/**
 * Attributes the early-taps script and the components share: a code tab's and panel's language, a control whose tap is replayed once React runs, and the marks the
 * script and the app leave on `<html>`. A tab group React runs says so: `data-code-tabs="live"`.
 */
export const earlyTaps = {
  tabLanguage: 'data-tab-language',
  replay: 'data-tap-replay',
  pendingTap: 'data-pending-tap',
  awake: 'data-awake',
  /** On a doc page's body once its controls are bound (components/body/bodyControls.ts): its taps are theirs. */
  liveBody: 'data-body-live',
} as const;

/**
 * What a reader sees and taps before React runs (on a slow phone, seconds after the text shows):
 * - the remembered code language from the first paint: a style, written for that one language, shows
 *   its panel and marks its tab in every tab group React does not run yet (a lazy block's server markup
 *   included, which React takes over after the rest of the page);
 * - a tap on a code tab or a code block's (copy) button React does not run yet chooses that language at once (stored, as
 *   the tabs store it) or copies the block; React's own elements carry its `__reactProps$` key, and a doc
 *   page's body, which React never runs, is marked once its own controls are bound;
 * - a tap on a control only React can run (the menu, search, colour mode) is remembered and replayed
 *   once the page is awake (components/hooks/useEarlyTaps.ts), rather than lost.
 * Languages are plain words, checked, so nothing stored can write other CSS. The style is in Tailwind's
 * base layer: an !important rule outside any layer loses to the layered `[hidden]{display:none!important}`.
 */
export function earlyTapsScript(): string {
  const k = JSON.stringify(storageKeys.codeLanguage);
  const a = earlyTaps;
  return `(function(){var d=document.documentElement;function own(x){if(x.closest('[${a.liveBody}]'))return true;for(var p in x)if(p.indexOf('__reactProps$')===0)return true;return false}function show(l){if(!/^[\\w-]+$/.test(l))return;var s=document.getElementById('early-code-language');if(!s){s=document.createElement('style');s.id='early-code-language';document.head.appendChild(s)}var g='[data-code-tabs=""]:has(>[role=tabpanel][${a.tabLanguage}="'+l+'"])',t='[${a.tabLanguage}="'+l+'"]';s.textContent='@layer base{'+g+'>[role=tabpanel]{display:none!important}'+g+'>[role=tabpanel]'+t+'{display:block!important}'+g+' [role=tab]{border-color:transparent!important;color:var(--code-tab-off)!important}'+g+' [role=tab]'+t+'{border-color:var(--code-tab-on)!important;color:var(--code-tab-on-text)!important}}'}try{var l=localStorage.getItem(${k});if(l)show(l)}catch(e){}document.addEventListener('click',function(e){if(!(e.target instanceof Element))return;var x=e.target.closest('[data-code-tabs] [role=tab][${a.tabLanguage}]');if(x&&!own(x)){var l=x.getAttribute('${a.tabLanguage}')||'';try{localStorage.setItem(${k},l)}catch(f){}show(l);return}x=e.target.closest('[data-code-block] button');if(x&&!own(x)){var p=x.closest('[data-code-block]'),c=p&&p.querySelector('pre');if(c&&navigator.clipboard)navigator.clipboard.writeText(c.textContent||'').catch(function(){});return}x=e.target.closest('[${a.replay}]');if(x&&!d.hasAttribute('${a.awake}'))d.setAttribute('${a.pendingTap}',x.getAttribute('${a.replay}')||'')},true)})()`;
}

/**
 * The `type` the export gives Next's startup scripts (lib/render/after-paint-scripts.ts): a script of an
 * unknown type is neither fetched nor run, so they wait for `afterPaintScript`.
 */
export const AFTER_PAINT_SCRIPT_TYPE = 'paymora/after-paint';

/**
 * Starts Next's scripts once the page has painted (issue 26). With `defer` they were fetched while the HTML
 * and the stylesheet were: on a slow phone about 125 KB (gzip) of runtime shared the link with the text the
 * reader came for, and Lighthouse's mobile simulation put the largest paint after them (2.1 s on the refund
 * page against 1.1 s without them). The text needs no script: the early-taps script takes what is tapped
 * before React runs. Started when the browser reports the first paint (a frame's callbacks run before its
 * pixels are shown, so they would be early), in order (`async = false`) as `defer` ran them; at once in a
 * background tab, which paints nothing; after 3 s whatever happened, so a page never stays asleep; after a
 * frame where paint timing is not reported. The `src` is copied as written (root-relative): Turbopack's
 * runtime names a chunk by its script's `src` attribute under `/_next/`, and an absolute URL left every
 * chunk unregistered and the page asleep.
 */
export function afterPaintScript(): string {
  return `(function(){var d=document,n=0;function g(){if(n++)return;d.querySelectorAll('script[type="${AFTER_PAINT_SCRIPT_TYPE}"]').forEach(function(o){var s=d.createElement('script');s.src=o.getAttribute('src');s.async=!1;d.head.appendChild(s)})}if(d.visibilityState=='hidden')return g();var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(l,b){b.disconnect();g()}).observe({type:'paint',buffered:!0});setTimeout(g,3e3)}else requestAnimationFrame(function(){setTimeout(g,0)})})()`;
}
