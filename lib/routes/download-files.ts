/**
 * Where the API downloads are served (lib/openapi/downloads.ts writes them). On their own, so that
 * the steps that only name them (the llms files, the asset check) do not load the Postman converter.
 */
export const API_DOWNLOADS = {
  yaml: 'api/openapi.yaml',
  json: 'api/openapi.json',
  postman: 'api/paymora.postman_collection.json',
} as const;

/**
 * Published beside the API document for readers of the export (the MCP server, mcp/): the version's
 * webhook events data file as it is, and the pages that document each operation and the events.
 */
export const API_REFERENCE_FILES = {
  webhookEvents: 'api/webhook-events.json',
  referencePages: 'api/reference-pages.json',
} as const;

/** The "Try it" console's data (lib/openapi/console-data.ts), fetched when a reader opens a console. */
export const CONSOLE_DATA_FILE = 'api/console.json';
