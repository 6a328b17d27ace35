/**
 * Samples parsed: C# with tree-sitter's C# grammar (lib/samples/csharp-syntax.ts), JavaScript with acorn
 * as ES modules (lib/samples/javascript.ts); the blocks of pages and concepts, the sample files, and those
 * generated from the API document. Running them is the unit tests' job.
 */
import { apiSamples, type Sample } from '../samples/samples';
import { csharpSampleErrors } from '../samples/csharp-syntax';
import { javascriptSampleErrors } from '../samples/javascript';
import { bodiesOf, type ContentCheck, type VersionModel } from './model';

const generated = new WeakMap<VersionModel, Map<string, Sample[]>>();

/** A version's samples of a language (those generated from its API document made once: the summary counts them again). */
export function samplesOf(version: VersionModel, language: 'csharp' | 'javascript'): Sample[] {
  const made = generated.get(version) ?? new Map<string, Sample[]>();
  generated.set(version, made);
  const fromApi = made.get(language) ?? (version.api ? apiSamples(version.api.document, language) : []);
  made.set(language, fromApi);
  return [...bodiesOf(version).flatMap((body) => body[language]), ...version.sampleFiles[language], ...fromApi];
}

export const samplesCheck: ContentCheck = {
  name: 'samples',
  run: (site) => site.versions.flatMap((version) => [...csharpSampleErrors(samplesOf(version, 'csharp'), site.csharp), ...javascriptSampleErrors(samplesOf(version, 'javascript'))].map((message) => ({ message }))),
};
