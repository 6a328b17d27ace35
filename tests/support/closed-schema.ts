/**
 * A JSON schema closed to fields it does not describe (allOf merged, additionalProperties false at
 * every object level), so a sample or an example with an undescribed field fails validation.
 */
import { merged } from '@/lib/openapi/endpoint';

export function closed(schema: object): object {
  const flat = merged(schema as Parameters<typeof merged>[0]) as Record<string, unknown>;
  const out: Record<string, unknown> = { ...flat };
  if (flat.properties) {
    out.properties = Object.fromEntries(Object.entries(flat.properties as Record<string, object>).map(([key, value]) => [key, closed(value)]));
    out.additionalProperties = false;
  }
  if (flat.items && typeof flat.items === 'object') out.items = closed(flat.items);
  return out;
}
