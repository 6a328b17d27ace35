import { versionRootOfSourcePath } from '@/lib/routes/routes';

/** Contentlayer's documents of the current docs only: an archived version's sit under content/versions/<name>/. */
export const ofCurrentDocs = <T extends { _raw: { sourceFilePath: string } }>(documents: readonly T[]): T[] => documents.filter((document) => versionRootOfSourcePath(document._raw.sourceFilePath) === '');
