/**
 * A small XML writer for the documents this context makes: elements, attributes and text, escaped.
 * Written here rather than taken from the registry because no maintained XML builder is a dependency
 * of the server (the only one installed, fast-xml-parser 3, comes in through a test tool), and the
 * documents need nothing beyond elements, attributes, escaping and namespace declarations.
 */

export interface XmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: readonly XmlChild[];
}

export type XmlChild = XmlElement | string;

/** What a builder may hand in: absent parts (undefined, false) are left out. */
type ChildInput = XmlChild | undefined | false | readonly (XmlChild | undefined | false)[];

/** An element; attributes whose value is undefined are left out. */
export function element(
  name: string,
  attributes: Readonly<Record<string, string | undefined>> | undefined,
  ...children: ChildInput[]
): XmlElement {
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes ?? {})) if (value !== undefined) present[key] = value;
  const flat = children.flat().filter((child): child is XmlChild => child !== undefined && child !== false);
  return { name, attributes: present, children: flat };
}

/** An element with only text, or nothing when the text is absent or blank (Peppol forbids empty elements). */
export function textElement(
  name: string,
  text: string | undefined,
  attributes?: Readonly<Record<string, string | undefined>>,
): XmlElement | undefined {
  return text === undefined || text.trim() === '' ? undefined : element(name, attributes, text);
}

// XML 1.0 allows tab, newline, carriage return and everything from U+0020 except surrogate halves and U+FFFE/F.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function checked(text: string): string {
  if (NOT_XML.test(text))
    throw new RangeError(`Text with a character XML cannot carry: ${JSON.stringify(text)}`);
  return text;
}

const escapeText = (text: string) =>
  checked(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (text: string) =>
  escapeText(text)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

function write(node: XmlElement, indent: string, out: string[]): void {
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else if (node.children.every((child) => typeof child === 'string')) {
    out.push(
      `${indent}<${node.name}${attributes}>${node.children.map((c) => escapeText(c as string)).join('')}</${node.name}>`,
    );
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of node.children)
      if (typeof child === 'string') out.push(`${indent}  ${escapeText(child)}`);
      else write(child, `${indent}  `, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/** The document as UTF-8 XML text, indented by two spaces (text-only elements stay on one line). */
export function serializeXml(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, '', out);
  return `${out.join('\n')}\n`;
}
