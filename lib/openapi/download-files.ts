/**
 * Where the API downloads are served (lib/openapi/downloads.ts writes them). On their own, so that
 * the steps that only name them (the llms files, the asset check) do not load the Postman converter.
 */
export const API_DOWNLOADS = {
  yaml: 'api/openapi.yaml',
  json: 'api/openapi.json',
  postman: 'api/paymora.postman_collection.json',
} as const;
