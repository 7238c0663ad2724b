import { ValidationError, type ProblemPackage } from '@oj/core';
import { hustojChecker } from './checker-code';
import { splitTemplate } from './code-template';
import { foreignLanguage, FPS_LANGUAGES } from './language-names';
import { attachmentReference, samplesOf } from './package-text';

/** Characters XML 1.0 cannot hold at all (escaped or not). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/**
 * Element text: CDATA when it can be (readable, and what every FPS reader expects); escaped text when
 * it holds a carriage return (XML readers turn a raw CR into LF, escaped ones survive).
 */
function xmlText(text: string, what: string): string {
  if (NOT_XML.test(text)) throw new ValidationError('problemExport.notText', { format: 'FPS', what });
  if (text.includes('\r')) return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
  return `<![CDATA[${text.split(']]>').join(']]]]><![CDATA[>')}]]>`;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function caseText(data: Buffer, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new ValidationError('problemExport.notText', { format: 'FPS', what });
  }
}

/** Packages as one FPS 1.4 XML file (FPS can hold neither tags nor interactive problems). */
export function serializeFps(packages: readonly ProblemPackage[]): Buffer {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n<fps version="1.4" url="https://github.com/zhblue/freeproblemset/">\n<generator name="online-judge"/>\n'];
  for (const pkg of packages) {
    const f = pkg.fields;
    const el = (name: string, text: string, attrs = '') => out.push(`<${name}${attrs}>${xmlText(text, `${f.title}: ${name}`)}</${name}>\n`);
    if (f.judgeMode === 'interactive') throw new ValidationError('problemExport.cannotCarry', { format: 'FPS', title: f.title, what: 'interactive' });
    out.push('<item>\n');
    el('title', f.title);
    if (f.timeLimit % 1000 === 0) el('time_limit', String(f.timeLimit / 1000), ' unit="s"');
    else el('time_limit', String(f.timeLimit), ' unit="ms"');
    el('memory_limit', String(f.memoryLimit), ' unit="mb"');
    // FPS statements are HTML; markdown is marked as such (FORMATS.md §1.1), HTML inside it stays HTML
    const md = (text: string) => (text && f.statementFormat !== 'html' ? `<span class='md'>${text}</span>` : text);
    el('description', md(f.description));
    el('input', md(f.input));
    el('output', md(f.output));
    for (const s of samplesOf(f.examples)) {
      el('sample_input', s.input);
      el('sample_output', s.output);
    }
    for (const c of pkg.cases) {
      const stem = ` name="${attr(c.inputName.replace(/\.in$/, ''))}"`;
      el('test_input', caseText(c.input, c.inputName), stem);
      el('test_output', caseText(c.output, c.outputName), stem);
    }
    el('hint', md(f.hint));
    el('source', f.source);
    for (const s of pkg.solutions) el('solution', s.code, ` language="${attr(s.language)}"`);
    for (const t of pkg.codeTemplates) {
      const language = ` language="${attr(foreignLanguage(FPS_LANGUAGES, t.language))}"`;
      const parts = splitTemplate(t.code);
      if (parts.prepend) el('prepend', parts.prepend, language);
      el('template', parts.template, language);
      if (parts.append) el('append', parts.append, language);
    }
    if (f.judgeMode === 'spj' && f.spjCode) {
      const { hustoj, source } = hustojChecker(f.spjCode);
      // HUSTOJ's <spj> reads (input, answer, user output); <tpj> is testlib's order, which the judge uses
      el(hustoj ? 'spj' : 'tpj', source, ` language="${attr(f.spjLanguage ?? 'C')}"`);
    }
    for (const a of pkg.attachments) out.push(`<img><src>${xmlText(attachmentReference(a.name), 'img')}</src><base64>${a.data.toString('base64')}</base64></img>\n`);
    out.push('</item>\n');
  }
  out.push('</fps>\n');
  return Buffer.from(out.join(''), 'utf8');
}
