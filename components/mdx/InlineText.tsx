import { AppLink } from '@/components/AppLink';
import { inlineParts } from '@/lib/routes/data-sentences';
import { parseInternalHref, routeUrl } from '@/lib/routes/routes';

/** A sentence of a data file with its `code` and [links](/route), the only markup data files may carry. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineParts(text).map((part, i) => {
        if (part.kind === 'code') return <code key={i}>{part.text}</code>;
        if (part.kind === 'text') return part.text;
        const internal = parseInternalHref(part.href);
        const href = internal ? `${routeUrl(internal.route)}${internal.anchor ? `#${internal.anchor}` : ''}` : part.href;
        return (
          <AppLink key={i} href={href}>
            {part.text}
          </AppLink>
        );
      })}
    </>
  );
}
