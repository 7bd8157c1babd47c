// A build's index.html as the parts the page writer (entry-server.ts) writes every page from: read with an
// HTML parser once per build (app-build.ts reads it again only when a new build replaces it), never edited.
// What a page changes is kept apart: its title and description, the inline scripts and styles (the writer gives
// them the response's nonce), the empty #root (a page rendered on the server fills it) and the <noscript> note
// (for a page the browser renders). Everything else is kept as the build wrote it, byte for byte.
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Attribute {
  name: string;
  value: string;
}

/** A part of the template, in order. */
export type TemplateEntry =
  /** As the build wrote it. */
  | { kind: 'html'; html: string }
  | { kind: 'title' }
  | { kind: 'description' }
  /** An inline style (the theme's colours): written with the nonce. */
  | { kind: 'style'; attributes: Attribute[]; css: string }
  /** An inline script that runs (the page's loader): written with the nonce. */
  | { kind: 'script'; attributes: Attribute[]; text: string }
  /**
   * The head's script that gives <html> the system's theme class before the first paint (`data-theme-class`):
   * needed only on a page whose class the server could not write.
   */
  | { kind: 'themeClass'; text: string }
  /** The note for a browser without JavaScript, on a page the browser renders. */
  | { kind: 'noscript'; html: string }
  /** The empty #root, as written. */
  | { kind: 'root'; html: string };

export interface DocumentTemplate {
  /** <html>'s attributes ('lang'). */
  attributes: Attribute[];
  /** The build's title and description: a page that states none keeps them. */
  title: string;
  description: string;
  head: TemplateEntry[];
  body: TemplateEntry[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');
const attributesOf = (element: Element): Attribute[] => element.attrs.map(({ name, value }) => ({ name, value }));

/** Data, not code: a JSON or JSON-LD block the browser never runs. */
const isData = (element: Element) => (attribute(element, 'type') ?? '').endsWith('json');

export function parseDocumentTemplate(html: string): DocumentTemplate {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const root = document.childNodes.find(isElement);
  const part = (name: string) => root?.childNodes.filter(isElement).find((node) => node.tagName === name);
  /** The element as the build wrote it. */
  const source = (element: Element) => {
    const at = element.sourceCodeLocation;
    return at ? html.slice(at.startOffset, at.endOffset) : '';
  };
  const template: DocumentTemplate = {
    attributes: root ? attributesOf(root) : [],
    title: '',
    description: '',
    head: [],
    body: [],
  };

  const entryOf = (element: Element): TemplateEntry => {
    if (element.tagName === 'title') {
      template.title = textOf(element);
      return { kind: 'title' };
    }
    if (element.tagName === 'meta' && attribute(element, 'name') === 'description') {
      template.description = attribute(element, 'content') ?? '';
      return { kind: 'description' };
    }
    if (element.tagName === 'style') return { kind: 'style', attributes: attributesOf(element), css: textOf(element) };
    if (element.tagName === 'script' && attribute(element, 'data-theme-class') !== undefined)
      return { kind: 'themeClass', text: textOf(element) };
    if (element.tagName === 'script' && attribute(element, 'src') === undefined && !isData(element)) {
      return { kind: 'script', attributes: attributesOf(element), text: textOf(element) };
    }
    if (element.tagName === 'noscript') return { kind: 'noscript', html: source(element) };
    if (element.tagName === 'div' && attribute(element, 'id') === 'root')
      return { kind: 'root', html: source(element) };
    return { kind: 'html', html: source(element) };
  };
  for (const [name, entries] of [
    ['head', template.head],
    ['body', template.body],
  ] as const) {
    for (const node of part(name)?.childNodes ?? []) if (isElement(node)) entries.push(entryOf(node));
  }
  return template;
}
