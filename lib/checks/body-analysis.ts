import { jsxUses } from '../mdx/jsx-attributes';
import { unsafeMarkupProblems } from '../mdx/unsafe-markup';
import { extractLinks } from '../mdx/links';
import { extractAssetRefs } from '../mdx/assets';
import { jsonBlockProblems } from '../samples/json-blocks';
import { pageSamples } from '../samples/samples';
import { apiUsesOf } from '../openapi/page-endpoints';

/** What the checks read of an MDX body, a page's or a concept's: one parse (lib/mdx/parse.ts keeps the last tree). */
export function bodyAnalysis(file: string, raw: string, lineOffset: number) {
  return {
    uses: jsxUses(raw),
    apiUses: apiUsesOf(raw),
    links: extractLinks(raw),
    assets: extractAssetRefs(raw),
    csharp: pageSamples(file, raw, 'csharp', lineOffset),
    javascript: pageSamples(file, raw, 'javascript', lineOffset),
    markup: unsafeMarkupProblems(raw),
    jsonBlocks: jsonBlockProblems(raw),
  };
}

