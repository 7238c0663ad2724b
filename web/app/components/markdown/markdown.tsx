import 'katex/dist/katex.min.css';
import 'highlight.js/styles/github.css';
import './markdown.css';
import { TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { renderMarkdown } from './render-markdown';

/**
 * Markdown with KaTeX maths (`$…$`, `$$…$$`) and highlighted code, rendered the same on the server and in
 * the browser. Raw HTML in the source is filtered, so user text (signatures, discussions) is safe to show.
 */
export function Markdown({ source, className, testId }: { source: string | null | undefined; className?: string; testId?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <TypographyStylesProvider className={className} data-testid={testId} p={0}>
      <div className="oj-markdown" dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}
