/**
 * The webhook signature test vectors published on the HMAC validation page
 * (content/samples/webhooks/signature-vectors.json): per signature Paymora sends, a test secret, a raw body and the
 * header value Paymora sends for them, so that readers can check their own verification code. The signature
 * (`hmac-sha256`, Paymora-Signature) covers the raw body alone; the delivery signature (`hmac-sha256-delivery`,
 * Paymora-Delivery-Signature) covers the attempt's Unix time `timestamp`, a dot and the raw body. The unit tests recompute every
 * signature with node:crypto and run the site's verification samples against them.
 */
import { createHmac } from 'node:crypto';
import { isRecord } from '../lib/util/is-record';
import { contentFile } from '../lib/build/folders';

/** Inside the content folder. */
export const SIGNATURE_VECTORS_FILE = 'samples/webhooks/signature-vectors.json';

interface SignatureVector {
  name: string;
  secret: string;
  rawBody: string;
  /** The header's value: 64 hex digits, or `t=<timestamp>,v1=<64 hex digits>` for the delivery signature. */
  signature: string;
  /** The delivery signature's Unix seconds; absent for the signature of the body alone. */
  timestamp?: string;
}

/** The scheme of the delivery signature's vectors, whose HMAC covers the timestamp, a dot and the body. */
const DELIVERY_SCHEME = 'hmac-sha256-delivery';

/** The header value Paymora sends for a vector of `scheme`. */
function expectedSignature(scheme: string, vector: Pick<SignatureVector, 'secret' | 'rawBody' | 'timestamp'>): string {
  const hmac = createHmac('sha256', Buffer.from(vector.secret, 'utf8'));
  if (scheme !== DELIVERY_SCHEME) return hmac.update(Buffer.from(vector.rawBody, 'utf8')).digest('hex');
  const digest = hmac.update(`${vector.timestamp ?? ''}.`).update(Buffer.from(vector.rawBody, 'utf8')).digest('hex');
  return `t=${vector.timestamp ?? ''},v1=${digest}`;
}

interface SignatureVersion {
  /** How the signature is computed: `hmac-sha256`, the lower-case hex HMAC-SHA256 of the raw body. */
  scheme: string;
  /** The request header that carries it. */
  header: string;
  vectors: SignatureVector[];
}

const VECTOR_FIELDS = ['name', 'secret', 'rawBody', 'signature'] as const;

/**
 * The file's versions, each vector checked for its fields; throws naming the file and the vector.
 * @internal Exported for its unit test (knip --production).
 */
export function parseSignatureVectors(value: unknown, source = contentFile(SIGNATURE_VECTORS_FILE)): SignatureVersion[] {
  const versions = isRecord(value) ? value.signatureVersions : undefined;
  if (!Array.isArray(versions) || versions.length === 0) throw new Error(`${source}: expected {"signatureVersions": [{"scheme", "header", "vectors": [...]}]}`);
  return versions.map((version: unknown, i) => {
    if (!isRecord(version) || typeof version.scheme !== 'string' || typeof version.header !== 'string' || !Array.isArray(version.vectors)) {
      throw new Error(`${source}: signatureVersions[${i}] needs scheme and header (strings) and vectors (a list)`);
    }
    const vectors = version.vectors.map((vector: unknown, j): SignatureVector => {
      const at = `${source}: signatureVersions[${i}].vectors[${j}]`;
      if (!isRecord(vector)) throw new Error(`${at} is not an object`);
      const missing = VECTOR_FIELDS.filter((field) => typeof vector[field] !== 'string');
      if (missing.length > 0) throw new Error(`${at} needs ${missing.join(', ')} as strings`);
      const text = (field: (typeof VECTOR_FIELDS)[number]) => String(vector[field]);
      if (version.scheme === DELIVERY_SCHEME && (typeof vector.timestamp !== 'string' || !/^\d{1,10}$/.test(vector.timestamp))) {
        throw new Error(`${at} needs timestamp, the Unix seconds of the attempt as a string of digits, for the ${DELIVERY_SCHEME} scheme`);
      }
      const timestamp = typeof vector.timestamp === 'string' ? { timestamp: vector.timestamp } : {};
      return { name: text('name'), secret: text('secret'), rawBody: text('rawBody'), signature: text('signature'), ...timestamp };
    });
    return { scheme: version.scheme, header: version.header, vectors };
  });
}

/**
 * What is wrong with the published vectors, for the content check: the file's shape, and each signature
 * that is not the HMAC-SHA256 of its body with its secret (a reader would chase a bug in their own code).
 */
export function signatureVectorProblems(text: string, source = contentFile(SIGNATURE_VECTORS_FILE)): string[] {
  let versions: SignatureVersion[];
  try {
    versions = parseSignatureVectors(JSON.parse(text), source);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
  return versions.flatMap((version, i) =>
    version.vectors.flatMap((vector, j) => {
      const expected = expectedSignature(version.scheme, vector);
      const input = version.scheme === DELIVERY_SCHEME ? 'its timestamp, a dot and its rawBody' : 'its rawBody';
      return vector.signature === expected ? [] : [`${source}: signatureVersions[${i}].vectors[${j}] (${vector.name}) has signature ${vector.signature}, but HMAC-SHA256 of ${input} with its secret gives ${expected}; correct the signature`];
    }),
  );
}
