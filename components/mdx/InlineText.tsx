import { AppLink } from '@/components/AppLink';
import { inlineParts } from '@/lib/payment-lifecycle';
import { contentHref } from '@/lib/site/version-links';
import { useVersionLinks } from '@/components/VersionLinks';

/** A sentence of a data file with its `code` and [links](/route), the only markup data files may carry. */
export function InlineText({ text }: { text: string }) {
  const links = useVersionLinks();
  return (
    <>
      {inlineParts(text).map((part, i) => {
        if (part.kind === 'code') return <code key={i}>{part.text}</code>;
        if (part.kind === 'text') return part.text;
        // A data file's link resolves inside the page's version, as the page's own links do.
        const href = contentHref(part.href, links) ?? part.href;
        return (
          <AppLink key={i} href={href}>
            {part.text}
          </AppLink>
        );
      })}
    </>
  );
}
