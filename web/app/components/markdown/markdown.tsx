import 'katex/dist/katex.min.css';
import 'highlight.js/styles/github.css';
import './markdown.css';
import { TypographyStylesProvider } from '@mantine/core';
import { useMemo } from 'react';
import { renderHtmlStatement } from './render-html';
import { renderMarkdown } from './render-markdown';
import { renderUserMarkdown } from './render-user-markdown';

/** How a text is written: the site's markdown, or HTML (imported FPS and QDUOJ statements). */
export type TextFormat = 'markdown' | 'html';

/**
 * Markdown with KaTeX maths (`$…$`, `$$…$$`) and highlighted code, rendered the same on the server and in
 * the browser. Raw HTML in the source is filtered, so user text (signatures, discussions) is safe to show.
 * With `format="html"` the source is an HTML statement: the same allow-list, maths and code blocks.
 * With `userContent` the source is markdown of a user who is not root or admin (02 §6: discussions,
 * comments): the stricter user allow-list (no style, no class, no data: or javascript: URL, no SVG).
 */
export function Markdown({ source, format = 'markdown', userContent = false, className, testId }: { source: string | null | undefined; format?: TextFormat; userContent?: boolean; className?: string; testId?: string }) {
  const html = useMemo(() => (userContent ? renderUserMarkdown(source) : format === 'html' ? renderHtmlStatement(source) : renderMarkdown(source)), [source, format, userContent]);
  return (
    <TypographyStylesProvider className={className} data-testid={testId} p={0}>
      <div className="oj-markdown" data-format={userContent ? 'user' : format} dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}
