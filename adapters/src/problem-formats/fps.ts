import { open, readFile } from 'node:fs/promises';
import { SaxesParser } from 'saxes';
import { PROBLEM_IMPORT_LIMITS, ProblemType, ValidationError, type ArchiveReader, type PackageCase, type PackageUpload, type ProblemFormat, type ProblemPackage, type SerializedPackages } from '@oj/core';
import { isTestlibChecker, withHustojArgumentOrder } from './checker-code';
import { joinTemplate, type TemplateParts } from './code-template';
import { checkerLanguage, FPS_LANGUAGES, siteLanguage } from './language-names';
import { serializeFps } from './fps-writer';
import { applyStatement, type FieldText } from './html-statement';
import { sourceOf, withArchive } from './zip-package';
import { attachmentReference, blankPackage, examplesText, positiveNumber, safeFileName, uniqueName } from './package-text';


/** One child element of an `<item>`: its name, attributes and text (CDATA and text joined). */
interface Child {
  name: string;
  attrs: Record<string, string>;
  text: string;
}

interface ItemAcc {
  children: Child[];
  images: Array<{ src: string; base64: string }>;
}

/**
 * FPS (FreeProblemSet) XML, versions 1.1–1.5 (FORMATS.md §1). Read with a streaming parser, one item
 * at a time: only the current item's text is held beside the packages already made.
 */
export class FpsFormat implements ProblemFormat {
  readonly id = 'fps' as const;

  constructor(private readonly reader: ArchiveReader) {}

  /** One XML file, or a zip of them (each `.xml` in name order). */
  async parse(upload: PackageUpload): Promise<ProblemPackage[]> {
    // a lone XML spooled to disk is read whole: the streaming parser takes bytes, and the upload cap bounds them
    if (!(await startsLikeZip(upload))) return parseFps('path' in upload ? await readFile(upload.path) : upload.data, upload.filename);
    return withArchive(this.reader, sourceOf(upload), async (archive) => {
      const xmls = archive.entries.map((e) => e.name).filter((n) => /\.xml$/i.test(n)).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
      if (xmls.length === 0) throw new ValidationError('problemImport.noProblemFound', { format: 'FPS', expected: '*.xml' });
      const packages: ProblemPackage[] = [];
      for (const name of xmls) {
        packages.push(...parseFps(await archive.read(name), name));
        if (packages.length > PROBLEM_IMPORT_LIMITS.maxProblems) throw new ValidationError('problemImport.tooManyProblems', { max: PROBLEM_IMPORT_LIMITS.maxProblems });
      }
      return packages;
    });
  }

  async serialize(packages: readonly ProblemPackage[]): Promise<SerializedPackages> {
    return { filename: 'problems-fps.xml', contentType: 'application/xml', data: serializeFps(packages) };
  }
}

/** A zip starts with a local file header. */
const isZip = (data: Buffer) => data.length >= 4 && data.readUInt32LE(0) === 0x04034b50;

/** Whether the upload begins with a zip's local header (a spooled file: its first four bytes only). */
async function startsLikeZip(upload: PackageUpload): Promise<boolean> {
  if (!('path' in upload)) return isZip(upload.data);
  const handle = await open(upload.path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return isZip(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The encoding an XML declaration names (UTF-8 when none). */
function declaredEncoding(head: Buffer): string {
  const decl = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head.toString('latin1'));
  return decl ? decl[1].toLowerCase() : 'utf-8';
}

/** The XML as text in its declared encoding; bytes that are not that encoding refuse the file. */
export function decodeXml(data: Buffer, name: string): string {
  // a byte order mark decides before any declaration (XML 1.0 appendix F); UTF-8's is dropped by the decoder
  const bom = data[0] === 0xff && data[1] === 0xfe ? 'utf-16le' : data[0] === 0xfe && data[1] === 0xff ? 'utf-16be' : undefined;
  const encoding = bom ?? declaredEncoding(data.subarray(0, 256));
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new ValidationError('problemImport.unknownEncoding', { name, encoding });
  }
  try {
    return decoder.decode(data);
  } catch {
    throw new ValidationError('problemImport.badEncoding', { name, encoding: encoding.toUpperCase() });
  }
}

export function parseFps(data: Buffer, name = 'fps.xml'): ProblemPackage[] {
  const text = decodeXml(data, name);
  const packages: ProblemPackage[] = [];
  const parser = new SaxesParser({ position: true });
  const stack: string[] = [];
  let sawFps = false;
  let item: ItemAcc | undefined;
  let child: Child | undefined;
  let image: { src: string; base64: string } | undefined;
  let imagePart: 'src' | 'base64' | undefined;
  let failure: ValidationError | undefined;

  parser.on('error', (error) => {
    // HTML entities (&nbsp;) outside CDATA are kept as written; anything else is not XML
    if (/undefined entity/.test(error.message)) return;
    failure ??= new ValidationError('problemImport.badXml', { name, reason: error.message });
  });
  parser.on('opentag', (tag) => {
    const depth = stack.length;
    stack.push(tag.name);
    if (depth === 0) {
      if (tag.name !== 'fps') failure ??= new ValidationError('problemImport.notFps', { name });
      sawFps = true;
    } else if (depth === 1 && tag.name === 'item') {
      if (packages.length >= PROBLEM_IMPORT_LIMITS.maxProblems) failure ??= new ValidationError('problemImport.tooManyProblems', { max: PROBLEM_IMPORT_LIMITS.maxProblems });
      item = { children: [], images: [] };
    } else if (item && depth === 2) {
      if (tag.name === 'img') image = { src: '', base64: '' };
      else child = { name: tag.name, attrs: { ...(tag.attributes as Record<string, string>) }, text: '' };
    } else if (image && depth === 3 && (tag.name === 'src' || tag.name === 'base64')) {
      imagePart = tag.name;
    }
  });
  const onText = (t: string) => {
    if (imagePart && image) image[imagePart] += t;
    else if (child && stack.length === 3) child.text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const depth = stack.length - 1;
    const closing = stack.pop();
    if (depth === 3 && imagePart) imagePart = undefined;
    else if (depth === 2 && closing === 'img' && image && item) {
      item.images.push(image);
      image = undefined;
    } else if (depth === 2 && child && item) {
      item.children.push(child);
      child = undefined;
    } else if (depth === 1 && closing === 'item' && item) {
      if (!failure) {
        try {
          packages.push(packageOfItem(item, packages.length + 1));
        } catch (error) {
          failure = error as ValidationError;
        }
      }
      item = undefined;
    }
  });

  // feed in slices so one huge text node is not copied again and again
  const SLICE = 1 << 20;
  for (let at = 0; at < text.length && !failure; at += SLICE) parser.write(text.slice(at, at + SLICE));
  if (!failure) parser.close();
  if (failure) throw failure;
  if (!sawFps) throw new ValidationError('problemImport.notFps', { name });
  if (packages.length === 0) throw new ValidationError('problemImport.empty', { name });
  return packages;
}

/** FPS statements are HTML; `<span class='md'>…</span>` and `[md]…[/md]` mark markdown (FORMATS.md §1.1). */
function statement(raw: string): FieldText {
  const text = raw.trim();
  const span = /^<span\s+class\s*=\s*["']md["']\s*>([\s\S]*)<\/span>$/.exec(text);
  if (span) return { text: span[1].trim(), markdown: true };
  const md = /^\[md\]([\s\S]*)\[\/md\]$/.exec(text);
  return md ? { text: md[1].trim(), markdown: true } : { text, markdown: false };
}

function timeLimitMs(child: Child | undefined, item: number): number | undefined {
  if (!child) return undefined;
  const value = positiveNumber(child.text);
  const unit = (child.attrs.unit ?? 's').trim().toLowerCase();
  if (value === undefined || !['s', 'ms'].includes(unit)) throw new ValidationError('problemImport.badTimeLimit', { item, value: child.text.trim(), unit });
  return Math.max(1, Math.round(unit === 's' ? value * 1000 : value));
}

function memoryLimitMb(child: Child | undefined, item: number): number | undefined {
  if (!child) return undefined;
  const value = positiveNumber(child.text);
  const unit = (child.attrs.unit ?? 'mb').trim().toLowerCase();
  const perMb: Record<string, number> = { kb: 1 / 1024, k: 1 / 1024, mb: 1, m: 1, gb: 1024, g: 1024 };
  if (value === undefined || !(unit in perMb)) throw new ValidationError('problemImport.badMemoryLimit', { item, value: child.text.trim(), unit });
  // a limit in KB rounds up, never down to 0 MB (HOJ's FPS import did that: peer-hoj §10.4)
  return Math.max(1, Math.ceil(value * perMb[unit] - 1e-9));
}

/** Test data pairs by document order: an input, then its output (FORMATS.md §1.1). */
function casesOf(children: Child[], item: number): PackageCase[] {
  const tests = children.filter((c) => c.name === 'test_input' || c.name === 'test_output');
  const pairs: Array<{ input: Child; output?: Child }> = [];
  // some HUSTOJ versions write only test_input elements, alternating input and output
  if (tests.length > 0 && tests.every((c) => c.name === 'test_input') && tests.length % 2 === 0 && tests.length > 1) {
    for (let i = 0; i < tests.length; i += 2) pairs.push({ input: tests[i], output: tests[i + 1] });
  } else {
    for (const test of tests) {
      if (test.name === 'test_input') pairs.push({ input: test });
      else {
        const last = pairs.at(-1);
        if (!last || last.output) throw new ValidationError('problemImport.fpsOutputWithoutInput', { item });
        last.output = test;
      }
    }
  }
  const taken = new Set<string>();
  return pairs.map(({ input, output }, i) => {
    const wanted = safeFileName(input.attrs.name ?? input.attrs.filename ?? '', String(i + 1)).replace(/\.in$/, '');
    const stem = taken.has(`${wanted}.in`) ? String(i + 1) : wanted;
    const inputName = uniqueName(`${stem}.in`, taken);
    return { inputName, outputName: inputName.replace(/\.in$/, '.out'), input: Buffer.from(input.text, 'utf8'), output: Buffer.from(output?.text ?? '', 'utf8'), score: 0, groupNum: null };
  });
}

function packageOfItem(acc: ItemAcc, item: number): ProblemPackage {
  const first = (name: string) => acc.children.find((c) => c.name === name);
  const all = (name: string) => acc.children.filter((c) => c.name === name);
  const title = first('title')?.text.trim() ?? '';
  if (!title) throw new ValidationError('problemImport.noTitle', { item });
  const remote = first('remote_oj')?.text.trim();
  if (remote) throw new ValidationError('problemImport.remoteProblem', { item, title, oj: remote });

  const pkg = blankPackage({ title, type: ProblemType.ACM });
  const f = pkg.fields;
  f.timeLimit = timeLimitMs(first('time_limit'), item) ?? f.timeLimit;
  f.memoryLimit = memoryLimitMb(first('memory_limit'), item) ?? f.memoryLimit;
  applyStatement(f, {
    description: statement(first('description')?.text ?? ''),
    input: statement(first('input')?.text ?? ''),
    output: statement(first('output')?.text ?? ''),
    hint: statement(first('hint')?.text ?? ''),
  });
  f.source = (first('source')?.text ?? '').trim();
  const inputs = all('sample_input');
  const outputs = all('sample_output');
  const samples = inputs.map((input, i) => ({ input: input.text, output: outputs[i]?.text ?? '' })).filter((s) => s.input.trim() || s.output.trim());
  f.examples = examplesText(samples);
  pkg.cases = casesOf(acc.children, item);
  pkg.solutions = all('solution').map((c) => ({ language: (c.attrs.language ?? '').trim(), code: c.text }));

  // templates: the three parts per language, under the site's name for it
  const parts = new Map<string, TemplateParts>();
  for (const c of acc.children) {
    if (!['prepend', 'template', 'append'].includes(c.name)) continue;
    const language = siteLanguage(FPS_LANGUAGES, c.attrs.language ?? '');
    if (!language) continue;
    const entry = parts.get(language) ?? { prepend: '', template: '', append: '' };
    entry[c.name as keyof TemplateParts] ||= c.text;
    parts.set(language, entry);
  }
  pkg.codeTemplates = [...parts].map(([language, p]) => ({ language, code: joinTemplate(p) }));

  const tpj = first('tpj');
  const spj = first('spj');
  const checker = tpj ?? spj;
  if (checker && checker.text.trim()) {
    const language = checkerLanguage(checker.attrs.language ?? 'C');
    if (!language) throw new ValidationError('problemImport.checkerLanguage', { item, title, language: checker.attrs.language ?? '' });
    f.judgeMode = 'spj';
    f.spjLanguage = language;
    f.spjCode = checker === tpj || isTestlibChecker(checker.text) ? checker.text : withHustojArgumentOrder(checker.text);
  }

  // embedded images: kept as attachments, the statement pointing at them by name
  const taken = new Set<string>();
  for (const [i, img] of acc.images.entries()) {
    const src = img.src.trim();
    const bytes = Buffer.from(img.base64.replace(/\s+/g, ''), 'base64');
    if (!src || bytes.length === 0) continue;
    const name = uniqueName(safeFileName(src.replace(/[?#].*$/, ''), `image-${i + 1}`), taken);
    pkg.attachments.push({ name, data: bytes });
    if (src === attachmentReference(name)) continue;
    for (const key of ['description', 'input', 'output', 'hint'] as const) f[key] = f[key].split(src).join(attachmentReference(name));
  }
  return pkg;
}
