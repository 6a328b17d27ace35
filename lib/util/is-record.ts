/** A JSON object, for reading parsed or foreign data field by field without a cast. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
