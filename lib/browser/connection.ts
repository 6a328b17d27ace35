/** What the Network Information API reports, where the browser has it (Chromium does). */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Readers on data-saver or 2G connections pay for every prefetched page: skip prefetching for them. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
