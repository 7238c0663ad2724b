import { Element, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { findAll, findOne, getAttributeValue, getInnerHTML, getOuterHTML } from 'domutils';
import { parseDocument } from 'htmlparser2';

export type { Element, AnyNode, Document };

/** Parses a page (entities decoded in text, as a browser would). */
export function parseHtml(text: string): Document {
  return parseDocument(text, { decodeEntities: true });
}

const classesOf = (el: Element) => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);

/** The first element under `root` (depth first) passing `test`. */
export function first(root: ParentNode | AnyNode[], test: (el: Element) => boolean): Element | undefined {
  return findOne(test, Array.isArray(root) ? root : [root as AnyNode]) ?? undefined;
}

/** Every element under `root` passing `test`, in document order. */
export function all(root: ParentNode | AnyNode[], test: (el: Element) => boolean): Element[] {
  return findAll(test, Array.isArray(root) ? root : [root as AnyNode]);
}

/** A test for `tag.class#id` (each part optional): `is('div.problem-statement')`, `is('#task-statement')`, `is('span')`. */
export function is(selector: string): (el: Element) => boolean {
  const m = /^([a-z0-9]*)((?:\.[\w-]+)*)(?:#([\w-]+))?$/i.exec(selector);
  if (!m) throw new Error(`unsupported selector '${selector}'`);
  const [, tag, classes, id] = m;
  const wanted = classes.split('.').filter(Boolean);
  return (el) => (!tag || el.name === tag.toLowerCase()) && (!id || el.attribs.id === id) && wanted.every((c) => classesOf(el).includes(c));
}

/** Child elements (not text) of a node. */
export function childElements(el: ParentNode): Element[] {
  return el.children.filter((c): c is Element => c instanceof Element);
}

export function attr(el: Element | undefined, name: string): string | undefined {
  return el ? getAttributeValue(el, name) : undefined;
}

/** The text of a node, `<br>` as a line break, scripts and styles left out. */
export function textOf(node: AnyNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!(node instanceof Element) && !('children' in node)) return '';
  if (node instanceof Element) {
    if (node.name === 'br') return '\n';
    if (node.name === 'script' || node.name === 'style') return '';
  }
  return (node as ParentNode).children.map(textOf).join('');
}

/** Whitespace runs as one space, trimmed. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function innerHtml(el: Element): string {
  return getInnerHTML(el, { decodeEntities: false });
}

export function outerHtml(el: AnyNode): string {
  return getOuterHTML(el, { decodeEntities: false });
}
