import { useContext } from 'react';
import { parameterKey } from '@/lib/openapi/keys';
import { ApiContext } from './ApiContext';
import { MethodPath, ReferenceLink } from './Endpoint';
import { FieldTable } from './FieldTable';
import { HighlightedTabs } from './HighlightedTabs';

/** One optional request field, from the same OpenAPI definition as its endpoint's page, with a request that sends it. */
export function Parameter({ operation, name }: { operation: string; name: string; example?: string }) {
  const parameter = useContext(ApiContext).parameters[parameterKey(operation, name)];
  if (!parameter) throw new Error(`The page uses <Parameter operation="${operation}" name="${name}"> but its props do not carry it: see lib/openapi/page-endpoints.ts`);
  return (
    <section aria-label={`${name} on ${parameter.method} ${parameter.path}`} data-parameter={`${operation}.${name}`} className="my-6">
      <MethodPath method={parameter.method} path={parameter.path} webhook={false} />
      <ReferenceLink href={parameter.reference} method={parameter.method} path={parameter.path} />
      <FieldTable caption={`Request field ${name}`} rows={parameter.rows} />
      <HighlightedTabs samples={parameter.samples} generated />
    </section>
  );
}
