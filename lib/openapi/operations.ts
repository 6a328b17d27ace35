/** Every operation of the document, from its paths and its webhooks, found by operationId. */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiDocument } from './api-document';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

export interface OperationEntry {
  id: string;
  method: (typeof HTTP_METHODS)[number];
  /** The URL path, or for a webhook its name in the document. */
  path: string;
  operation: OpenAPIV3_1.OperationObject;
  /** A message Paymora sends to the merchant, not a call the merchant makes. */
  webhook: boolean;
}

export function allOperations(api: ApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  const collect = (items: Record<string, OpenAPIV3_1.PathItemObject | undefined> | undefined, webhook: boolean) => {
    for (const [path, item] of Object.entries(items ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method];
        if (operation?.operationId) entries.push({ id: operation.operationId, method, path, operation, webhook });
      }
    }
  };
  collect(api.paths, false);
  collect(api.webhooks as Record<string, OpenAPIV3_1.PathItemObject | undefined> | undefined, true);
  return entries;
}

export function findOperation(api: ApiDocument, operationId: string): OperationEntry | undefined {
  return allOperations(api).find((entry) => entry.id === operationId);
}
