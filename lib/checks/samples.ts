/**
 * Samples parsed: C# with tree-sitter's C# grammar (lib/samples/csharp-syntax.ts), JavaScript with acorn
 * as ES modules (lib/samples/javascript.ts); the blocks of pages and concepts, the sample files, and those
 * generated from the API document. Running them is the unit tests' job.
 */
import { apiSamples, type Sample } from '../samples/samples';
import { csharpSampleErrors } from '../samples/csharp-syntax';
import { javascriptSampleErrors } from '../samples/javascript';
import { bodiesOf, type ContentCheck, type VersionModel } from './model';

/** A version's samples of a language. */
export function samplesOf(version: VersionModel, language: 'csharp' | 'javascript'): Sample[] {
  return [...bodiesOf(version).flatMap((body) => body[language]), ...version.sampleFiles[language], ...(version.api ? apiSamples(version.api.document, language) : [])];
}

export const samplesCheck: ContentCheck = {
  name: 'samples',
  run: (site) => site.versions.flatMap((version) => [...csharpSampleErrors(samplesOf(version, 'csharp'), site.csharp), ...javascriptSampleErrors(samplesOf(version, 'javascript'))].map((message) => ({ message }))),
};
