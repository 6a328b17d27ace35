/**
 * Scripts that must run before the first paint, so they are inlined in the HTML head.
 * Each is plain ES5 in a string: it runs before any bundle loads.
 */
import { storageKeys } from './storage';

/** Hide a dismissed announcement before paint (the bar's React state takes over after hydration). */
export function announcementScript(announcementId: string): string {
  return `try{if(localStorage.getItem(${JSON.stringify(storageKeys.announcementDismissed)})===${JSON.stringify(announcementId)})document.documentElement.setAttribute('data-announcement-dismissed','true')}catch(e){}`;
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
