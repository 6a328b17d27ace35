/** The live build's id, published unhashed and revalidated at `/build-id.json` (lib/outputs/build-id.ts writes it). */
export const BUILD_ID_URL = '/build-id.json';

export function parseBuildPointer(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('buildId' in value)) return null;
  const buildId: unknown = value.buildId;
  return typeof buildId === 'string' && buildId !== '' ? buildId : null;
}
