import { visit } from 'unist-util-visit';
import { parseMdx } from './parse';
import { isFilePath, parseInternalHref } from '../routes/routes';
import { CURRENT_DOCS_LINKS, routeInVersion, type VersionLinks } from '../routes/version-links';

export interface ContentLink {
  url: string;
  line: number;
}

/** Every link in an MDX body with its line: Markdown links and `href` attributes of JSX elements. */
export function extractLinks(mdx: string): ContentLink[] {
  const links: ContentLink[] = [];
  visit(parseMdx(mdx), (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'link' || node.type === 'definition') {
      links.push({ url: node.url, line });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
          links.push({ url: attribute.value, line });
        }
      }
    }
  });
  return links;
}

export interface LinkProblem {
  severity: 'error' | 'warning';
  file: string;
  line: number;
  message: string;
}

export interface LinkablePage {
  file: string;
  /** The route the site serves the page at (an archived version's prefixed). */
  route: string;
  anchors: ReadonlySet<string>;
  links: readonly ContentLink[];
  /** The docs version the file belongs to: its links resolve inside it (the current docs when absent). */
  version?: VersionLinks;
}

export interface CheckLinksOptions {
  /** How a link to a missing anchor counts: a warning for the build (an anchor may be renamed in passing), an error for the content tests. */
  anchors?: LinkProblem['severity'];
}

/**
 * A link to a route that does not exist is an error (the build stops); a missing anchor is a warning
 * unless `anchors` says otherwise; a Markdown link to a file path is a warning. External links are not
 * fetched. Each link resolves in its page's version (lib/routes/version-links.ts), so pages of every
 * version are checked in one call.
 */
export function checkLinks(pages: readonly LinkablePage[], extraRoutes: ReadonlySet<string>, { anchors = 'warning' }: CheckLinksOptions = {}): LinkProblem[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const problems: LinkProblem[] = [];
  for (const page of pages) {
    for (const { url, line } of page.links) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) continue; // https:, mailto:, tel:, protocol-relative
      if (url.startsWith('#')) {
        const anchor = decodeURIComponent(url.slice(1));
        if (anchor && !page.anchors.has(anchor)) {
          problems.push({ severity: anchors, file: page.file, line, message: `link to #${anchor}: this page has no heading with that anchor` });
        }
        continue;
      }
      // A file the site serves (an image, the API downloads) is not a route: the asset check (lib/mdx/assets.ts) finds it or fails.
      if (url.startsWith('/') && isFilePath(url.split(/[?#]/)[0] ?? '')) continue;
      const internal = parseInternalHref(url);
      if (!internal) {
        problems.push({
          severity: 'warning',
          file: page.file,
          line,
          message: `link to "${url}" is a file path, which does not resolve on the site; link to the page's route instead (e.g. /webhooks/configuration)`,
        });
        continue;
      }
      const version = page.version ?? CURRENT_DOCS_LINKS;
      const route = routeInVersion(internal.route, version);
      const target = byRoute.get(route);
      if (!target && !extraRoutes.has(route)) {
        const where = version.prefix === '' ? '' : ` (links resolve inside this file's version, ${version.prefix}; a link to the latest docs is written /latest/…)`;
        problems.push({ severity: 'error', file: page.file, line, message: `link to ${url}: no page has the route ${route}${where}; fix the link or add the page` });
        continue;
      }
      if (internal.anchor && target && !target.anchors.has(internal.anchor)) {
        problems.push({ severity: anchors, file: page.file, line, message: `link to ${url}: ${route} has no heading with the anchor #${internal.anchor}` });
      }
    }
  }
  return problems;
}
