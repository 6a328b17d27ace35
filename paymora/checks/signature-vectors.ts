/** The webhook signature test vectors the HMAC page publishes: each signature is the one its body and secret give (reads the sample file). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SIGNATURE_VECTORS_FILE, signatureVectorProblems } from '../webhook-signature-vectors';
import type { PaymoraCheck } from './model';

export const signatureVectorsCheck: PaymoraCheck = {
  name: 'signature-vectors',
  run: (site) => {
    const file = path.join(site.contentDir, SIGNATURE_VECTORS_FILE);
    return existsSync(file) ? signatureVectorProblems(readFileSync(file, 'utf8')).map((message) => ({ message })) : [];
  },
};
