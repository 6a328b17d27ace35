import { createContext, useContext, type ReactNode } from 'react';
import { isIntegration, siblingRoute, type Integration } from '@/paymora/integrations';
import type { MdxComponentName } from '@/paymora/mdx-components';

/** The compiled concepts the page includes (lib/render/page-props.ts passes only those), by name. */
export const ConceptsContext = createContext<Readonly<Record<string, string>>>({});

/** The integration of the concept being rendered; null outside a concept. */
export const IntegrationContext = createContext<Integration | null>(null);

export function useConceptCode(name: string, integration: string): { code: string; integration: Integration } {
  const code = useContext(ConceptsContext)[name];
  if (code === undefined) throw new Error(`The page uses <Concept name="${name}"> but its props do not carry it: see lib/render/page-props.ts`);
  if (!isIntegration(integration)) throw new Error(`<Concept name="${name}" integration="${integration}">: not an integration of paymora/concepts.ts`);
  return { code, integration };
}

function useIntegration(component: MdxComponentName): Integration {
  const integration = useContext(IntegrationContext);
  if (!integration) throw new Error(`<${component}> works inside a concept only (content/concepts/)`);
  return integration;
}

/** Inside a concept: text only the listed integrations (space-separated) render. */
export function Only({ integrations, children }: { integrations: string; children?: ReactNode }) {
  const integration = useIntegration('Only');
  return integrations.split(/\s+/).includes(integration) ? <>{children}</> : null;
}

/**
 * Inside a concept: a link to the page of the same name in the current integration's optional
 * parameters (`page="manual-capture"`, `page="saved-cards#who-the-shopper-is"`; no page: their index).
 * Rendered through the MDX link, so it is an ordinary internal link.
 */
export function useSiblingHref(page: string | undefined): string {
  return siblingRoute(useIntegration('SiblingLink'), page);
}
