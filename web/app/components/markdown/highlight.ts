import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import delphi from 'highlight.js/lib/languages/delphi';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import plaintext from 'highlight.js/lib/languages/plaintext';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';

// the judge's languages (and a few that statements quote); others show as plain text
for (const [name, language] of Object.entries({ bash, c, cpp, delphi, go, java, javascript, json, php, plaintext, python, ruby, rust })) hljs.registerLanguage(name, language);
hljs.registerAliases(['pascal'], { languageName: 'delphi' });

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] as string);

/** A code block as statements show it (markdown fences and HTML `<pre><code class="language-x">` alike). */
export function codeBlock(code: string, lang: string | undefined): string {
  const language = lang && hljs.getLanguage(lang) ? lang : undefined;
  const html = language ? hljs.highlight(code, { language, ignoreIllegals: true }).value : escapeHtml(code);
  return `<pre class="hljs"><code class="language-${escapeHtml(language ?? 'plaintext')}">${html}</code></pre>`;
}
