import { createContext } from 'react';
import type { PageApi } from '@/lib/openapi/page-endpoints';

/** The API blocks of the page being rendered, computed at build time (lib/openapi/page-endpoints.ts). */
export const ApiContext = createContext<PageApi>({ endpoints: {}, parameters: {} });
