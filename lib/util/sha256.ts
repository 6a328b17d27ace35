import { createHash } from 'node:crypto';

/** A file's bytes as the build manifest records them and the export's secret scan keys its cache by. */
export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
