import type { HighlightedCode } from '@/lib/highlight-html';
import { CodeBlock } from './CodeBlock';
import { CodeTabs } from './CodeTabs';

/** Code highlighted at build time: one block, or tabs that follow the reader's chosen language. */
export function HighlightedTabs({ samples }: { samples: readonly HighlightedCode[] }) {
  const blocks = samples.map((sample) => (
    <CodeBlock key={sample.language} data-language={sample.language} className={sample.className} style={parseStyle(sample.style)}>
      <code dangerouslySetInnerHTML={{ __html: sample.html }} />
    </CodeBlock>
  ));
  return blocks.length > 1 ? <CodeTabs>{blocks}</CodeTabs> : <>{blocks}</>;
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
