/**
 * The site manifest computed from Contentlayer's generated files alone, for `npm run dev`
 * (scripts/dev.ts), which writes it after each of `contentlayer2 dev`'s generations. The content
 * step (scripts/check-content.ts) builds the same manifest from its cached page analyses, beside its
 * checks; this one does no check, so that an edit reaches the open page in a second.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Category, Concept, Doc } from '#content';
import { CONTENT_FOLDER } from '../build/folders';
import { readGenerated, readGeneratedDocument, sourceFiles } from './generated-content';
import { readReferenceOutline, type ReferenceOutline } from './reference-outline';
import { docInput, type ConceptIncludes, type ConceptSummary } from './doc-input';
import { categoryEntry, conceptSummary, docSource, inVersion, siteManifest } from './from-contentlayer';
import type { DocInput, SiteManifest } from './manifest';
import { contentRootOf, readVersions } from './versions';

/**
 * A reader of the manifest that keeps, between calls, each page's input and each API document's
 * outline, and each concept's summary, while their files are unchanged: the first call parses every page (about 20 s on a busy
 * 2-core machine), a call after one edit parses that page only. Each call throws when a source
 * file has no generated document yet (or Contentlayer refused it).
 */
export function generatedManifestReader(includes: ConceptIncludes, contentDir = CONTENT_FOLDER): () => SiteManifest {
  const inputs = new Map<string, { key: string; input: DocInput }>();
  const summaries = new Map<string, { key: string; name: string; summary: ConceptSummary }>();
  const outlines = new Map<string, { key: string; outline: ReferenceOutline | null }>();
  const generatedText = (type: string, file: string) => readFileSync(path.join(process.cwd(), '.contentlayer/generated', type, `${file.replaceAll('/', '__')}.json`), 'utf8');

  return () => {
    const categories = readGenerated<Category[]>('Category').map(categoryEntry);
    return siteManifest(
      readVersions(contentDir).map((version) => {
        const root = contentRootOf(version);
        // The source folders list the pages, not the generated folder, which keeps the files of deleted pages.
        const files = (folder: string) => (existsSync(path.join(contentDir, root, folder)) ? sourceFiles(contentDir, `${root}${folder}`, '.mdx') : []);
        const concepts = new Map(
          files('concepts').map((file) => {
            const key = generatedText('Concept', file);
            let known = summaries.get(file);
            if (known?.key !== key) {
              const concept = readGeneratedDocument<Concept>('Concept', file);
              summaries.set(file, (known = { key, name: concept.name, summary: conceptSummary(concept) }));
            }
            return [known.name, known.summary];
          }),
        );
        const conceptsKey = JSON.stringify([...concepts]);
        const docs = files('docs').map((file) => {
          const key = `${generatedText('Doc', file)}\n${conceptsKey}`;
          const known = inputs.get(file);
          if (known?.key === key) return known.input;
          const input = docInput(docSource(readGeneratedDocument<Doc>('Doc', file)), concepts, includes);
          inputs.set(file, { key, input });
          return input;
        });
        const apiFile = path.join(contentDir, root, 'api/openapi.yaml');
        const apiKey = existsSync(apiFile) ? readFileSync(apiFile, 'utf8') : '';
        let known = outlines.get(root);
        if (known?.key !== apiKey) outlines.set(root, (known = { key: apiKey, outline: readReferenceOutline(root, contentDir) }));
        return { version, docs, categories: inVersion(version, categories), reference: known.outline };
      }),
    );
  };
}
