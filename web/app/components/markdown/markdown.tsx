import 'katex/dist/katex.min.css';
import 'highlight.js/styles/github.css';
import './markdown.css';
import { TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { renderHtmlStatement } from './render-html';
import { renderMarkdown } from './render-markdown';

/** How a text is written: the site's markdown, or HTML (imported FPS and QDUOJ statements). */
export type TextFormat = 'markdown' | 'html';

/**
 * Markdown with KaTeX maths (`$…$`, `$$…$$`) and highlighted code, rendered the same on the server and in
 * the browser. Raw HTML in the source is filtered, so user text (signatures, discussions) is safe to show.
 * With `format="html"` the source is an HTML statement: the same allow-list, maths and code blocks.
 */
export function Markdown({ source, format = 'markdown', className, testId }: { source: string | null | undefined; format?: TextFormat; className?: string; testId?: string }) {
  const html = useMemo(() => (format === 'html' ? renderHtmlStatement(source) : renderMarkdown(source)), [source, format]);
  return (
    <TypographyStylesProvider className={className} data-testid={testId} p={0}>
      <div className="oj-markdown" data-format={format} dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}
