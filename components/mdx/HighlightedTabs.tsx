import type { HighlightedCode } from '@/lib/mdx/highlight/highlight-html';
import { searchSkipProps } from '@/lib/html-contract/props';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';

/**
 * Code highlighted at build time: one block, or tabs that follow the reader's chosen language.
 * `generated` samples are built from the OpenAPI document and repeat the field table beside them,
 * so search skips them (lib/search/records.ts).
 */
export function HighlightedTabs({ samples, generated = false }: { samples: readonly HighlightedCode[]; generated?: boolean }) {
  const blocks = samples.map((sample) => (
    <CodeBlock key={sample.language} data-language={sample.language} className={sample.className} style={parseStyle(sample.style)}>
      <code dangerouslySetInnerHTML={{ __html: sample.html }} />
    </CodeBlock>
  ));
  const code = blocks.length > 1 ? <CodeTabs>{blocks}</CodeTabs> : <>{blocks}</>;
  return generated ? (
    <div {...searchSkipProps} className="contents">
      {code}
    </div>
  ) : (
    code
  );
}

/** Shiki's inline style string as a React style object. */
function parseStyle(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(';')
      .map((part) => part.split(':').map((s) => s.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]))
      .map(([name, value]) => [name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()), value]),
  );
}
