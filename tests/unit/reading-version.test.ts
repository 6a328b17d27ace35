/** The docs version a reader is on, from the page's address and the archived versions its meta tag lists. */
import { describe, expect, it } from 'vitest';
import { archivedVersionsContent, docsVersionAt, searchPageOf } from '@/lib/search/reading-version';

const archived = archivedVersionsContent(['2025-10', 'v1']);

describe('docsVersionAt', () => {
  it.each([
    ['/2025-10/webhooks/configuration/', '2025-10'],
    ['/2025-10/', '2025-10'],
    ['/2025-10', '2025-10'],
    ['/2025-10/search/', '2025-10'],
    ['/v1/category/webhooks/', 'v1'],
    ['/webhooks/configuration/', 'latest'],
    ['/search/', 'latest'],
    ['/', 'latest'],
    // Only a whole first segment names a version.
    ['/2025-1/webhooks/', 'latest'],
    ['/webhooks/2025-10/', 'latest'],
  ])('%s is read in %s', (pathname, version) => {
    expect(docsVersionAt(pathname, archived)).toBe(version);
  });

  it('reads every page as the latest docs when the site has no archived version', () => {
    expect(archivedVersionsContent([])).toBe('');
    expect(docsVersionAt('/2025-10/webhooks/', '')).toBe('latest');
    expect(docsVersionAt('/', '')).toBe('latest');
  });
});

describe('searchPageOf', () => {
  it('is the search page under the version’s prefix', () => {
    expect(searchPageOf('latest')).toBe('/search/');
    expect(searchPageOf('2025-10')).toBe('/2025-10/search/');
  });
});
