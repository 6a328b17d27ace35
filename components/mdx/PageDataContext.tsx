import { createContext, useContext } from 'react';
import type { PageData } from '@/paymora/page-data';

export const PageDataContext = createContext<PageData>({});

/** The rows a data table renders; a missing set means getStaticProps did not pass it, which is a bug worth a loud error. */
export function usePageData<K extends keyof PageData>(key: K): NonNullable<PageData[K]> {
  const rows = useContext(PageDataContext)[key];
  if (!rows) throw new Error(`The page uses ${key} but its props do not carry it: see paymora/page-data.ts`);
  return rows as NonNullable<PageData[K]>;
}
