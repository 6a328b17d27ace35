import { AppLink } from '@/components/AppLink';
import { createContext, useContext } from 'react';
import type { Card } from '@/lib/site/cards';
import { routeUrl } from '@/lib/routes/routes';

export const ChildPagesContext = createContext<readonly Card[]>([]);

/** The pages of this page's folder, each with its own description: written once, in each page's front matter. */
export function ChildPages() {
  const pages = useContext(ChildPagesContext);
  return (
    <ul>
      {pages.map((page) => (
        <li key={page.route}>
          <AppLink href={routeUrl(page.route)}>{page.title}</AppLink>: {page.description}
        </li>
      ))}
    </ul>
  );
}
