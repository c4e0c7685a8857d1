/**
 * XLIFF 2.0 files of a game's texts (docs/languages.md): written for translators, read back on
 * import. Reading parses with fast-xml-parser, with no entity processing at all: a DOCTYPE or an
 * entity declaration is refused before parsing, and the parser leaves every `&…;` as written;
 * only the five entities of XML and character references are then decoded here, any other is
 * refused (no XXE, no entity expansion, no billion laughs). Its validator names the line of a
 * malformed file; what it lets through that an XLIFF file must not hold (content after the root,
 * processing instructions, declarations inside elements, `<` in an attribute) is refused here.
 * The file's size is limited before (the contract's `ImportTranslationRequest`).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface XliffUnit {
  id: string;
  /** English label, written as a note for the translator. */
  note?: string;
  source: string;
  target?: string;
}

export interface XliffDocument {
  srcLang: string;
  trgLang?: string;
  units: XliffUnit[];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
const escapeXml = (value: string) => value.replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);

/** An XLIFF 2.0 file: one `<unit>` per text, its key as id. */
export function writeXliff(doc: XliffDocument, fileId: string): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="${escapeXml(doc.srcLang)}"${doc.trgLang ? ` trgLang="${escapeXml(doc.trgLang)}"` : ''}>`,
    `  <file id="${escapeXml(fileId)}">`,
  ];
  for (const unit of doc.units) {
    lines.push(`    <unit id="${escapeXml(unit.id)}">`);
    if (unit.note) lines.push(`      <notes><note>${escapeXml(unit.note)}</note></notes>`);
    lines.push('      <segment>');
    lines.push(`        <source>${escapeXml(unit.source)}</source>`);
    if (doc.trgLang) lines.push(`        <target>${escapeXml(unit.target ?? '')}</target>`);
    lines.push('      </segment>', '    </unit>');
  }
  lines.push('  </file>', '</xliff>', '');
  return lines.join('\n');
}

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: (XmlElement | string)[];
  /** Where the element starts in the file (its line is counted only for an error). */
  at: number;
}

/** The line of the character at `index` of `text`. */
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

export class XliffError extends Error {}

/** The deepest nesting a file may have (an XLIFF of texts needs 6). */
const MAX_DEPTH = 32;
const DEPTH_ERROR = `elements are nested more than ${MAX_DEPTH} deep`;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** The longest message of the parser's that a refusal repeats. */
const MAX_REASON = 200;

const invalid = (reason: string, line?: number) =>
  new XliffError(
    `The XLIFF file is not valid XML${line === undefined ? '' : ` (line ${line})`}: ${reason}`,
  );

/** The five entities of XML and character references decoded; any other entity refused. */
/** `line` counts the line only for a refusal (counting for every text would be quadratic). */
function decode(raw: string, line: () => number): string {
  return raw.replace(/&([^;\s&<]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw invalid('an & must start an entity such as &amp;', line());
    if (name.startsWith('#')) {
      const code = name.startsWith('#x')
        ? Number.parseInt(name.slice(2), 16)
        : Number.parseInt(name.slice(1), 10);
      if (
        !/^#(?:x[0-9a-fA-F]+|\d+)$/.test(name) ||
        !Number.isInteger(code) ||
        code < 1 ||
        code > 0x10ffff
      )
        throw invalid(`&${name}; is not a valid character`, line());
      return String.fromCodePoint(code);
    }
    const value = ENTITIES[name];
    if (value === undefined) throw invalid(`the entity &${name}; is not allowed`, line());
    return value;
  });
}

/** A node of the parser's ordered output: one key (a tag, `#text`, `#cdata`, `?xml`) and `:@`. */
type OrderedNode = Record<string, unknown>;
// Typed `Symbol` (the wrapper) by the library, a `symbol` at run time.
const META = XMLParser.getMetaDataSymbol() as symbol;
interface NodeMeta {
  startIndex?: number;
  endIndex?: number;
}
const metaOf = (node: OrderedNode) => (node as Record<symbol, NodeMeta | undefined>)[META] ?? {};
const keyOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '';

/** The parser's error as a refusal; its validator names the line of most. */
function parseError(xml: string, error: unknown): XliffError {
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'Maximum nested tags exceeded') return invalid(DEPTH_ERROR);
  return validate(xml) ?? invalid(message.slice(0, MAX_REASON));
}

/** The validator's refusal of a malformed file, naming its line; null when well formed. */
function validate(xml: string): XliffError | null {
  let checked: ReturnType<typeof XMLValidator.validate>;
  try {
    checked = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  } catch (error) {
    // Never a 500 for a file, even if the validator itself trips.
    return invalid(String(error instanceof Error ? error.message : error).slice(0, MAX_REASON));
  }
  return checked === true ? null : validatorError(checked.err);
}

/** Whether `rest` holds only white space and closed comments (a linear scan). */
function onlySpaceAndComments(rest: string): boolean {
  let at = 0;
  for (;;) {
    while (at < rest.length && /\s/.test(rest[at]!)) at += 1;
    if (at >= rest.length) return true;
    if (!rest.startsWith('<!--', at)) return false;
    const end = rest.indexOf('-->', at + 4);
    if (end < 0) return false;
    at = end + 3;
  }
}

function validatorError(err: { msg: string; line: number }): XliffError {
  const closing =
    /^Expected closing tag '([^']+)' \(opened in line \d+, col \d+\) instead of closing tag '([^']+)'\.$/.exec(
      err.msg,
    );
  return invalid(
    closing ? `</${closing[2]}> does not close <${closing[1]}>` : err.msg.slice(0, MAX_REASON),
    err.line,
  );
}

/** Parses the XML of a file into its root element, or throws an XliffError naming the problem. */
function parseXml(xml: string): XmlElement {
  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new XliffError(
      'The XLIFF file has a DOCTYPE or an entity declaration; they are not allowed',
    );
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    allowBooleanAttributes: false,
    // Nothing expanded, not even &amp;: `decode` does it, refusing any other entity.
    processEntities: false,
    htmlEntities: false,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    cdataPropName: '#cdata',
    maxNestedTags: MAX_DEPTH - 1,
    captureMetaData: true,
  });
  let nodes: OrderedNode[];
  try {
    // The parser first, for its depth limit (the validator lists every open tag of a deep file).
    nodes = parser.parse(xml) as OrderedNode[];
  } catch (error) {
    throw parseError(xml, error);
  }
  const malformed = validate(xml);
  if (malformed) throw malformed;

  const toElement = (node: OrderedNode, name: string): XmlElement => {
    const at = metaOf(node).startIndex ?? 0;
    const line = () => lineOf(xml, at);
    // No prototype: an attribute named like one of Object's own (`__proto__`) is just a name.
    const attributes = Object.create(null) as Record<string, string>;
    for (const [key, raw] of Object.entries((node[':@'] ?? {}) as Record<string, string>)) {
      if (raw.includes('<')) throw invalid(`the attribute ${key} holds a <`, line());
      attributes[key] = decode(raw, line);
    }
    const children: (XmlElement | string)[] = [];
    for (const child of node[name] as OrderedNode[]) {
      const key = keyOf(child);
      if (key === '#text') children.push(decode(String(child[key]), line));
      else if (key === '#cdata')
        children.push((child[key] as OrderedNode[]).map((c) => String(c['#text'] ?? '')).join(''));
      else if (key.startsWith('?') || key.startsWith('!'))
        throw invalid(
          'declarations and processing instructions are not allowed inside elements',
          lineOf(xml, metaOf(child).startIndex ?? at),
        );
      else children.push(toElement(child, key));
    }
    return { name, attributes, children, at };
  };

  let root: XmlElement | undefined;
  let rootEnd: number | undefined;
  for (const [index, node] of nodes.entries()) {
    const key = keyOf(node);
    const line = () => lineOf(xml, metaOf(node).startIndex ?? 0);
    if (key === '#text') {
      if (
        String(node[key])
          .replace(/^\uFEFF/, '')
          .trim() !== ''
      )
        throw invalid('there is text outside the root element');
    } else if (key === '?xml') {
      if (index > (nodes[0] && keyOf(nodes[0]) === '#text' ? 1 : 0))
        throw invalid('the XML declaration must come first', line());
    } else if (key.startsWith('?')) {
      throw invalid('processing instructions are not allowed', line());
    } else if (key === '#cdata' || key.startsWith('!') || root) {
      throw invalid('there is content after the root element', line());
    } else {
      root = toElement(node, key);
      rootEnd = metaOf(node).endIndex;
    }
  }
  if (!root) throw invalid('an element was expected', 1);
  // The parser drops text after the root: only space and comments may follow it.
  if (rootEnd !== undefined && !onlySpaceAndComments(xml.slice(rootEnd)))
    throw invalid('there is content after the root element', lineOf(xml, rootEnd));
  return root;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const childrenNamed = (el: XmlElement, name: string) =>
  el.children.filter((c): c is XmlElement => typeof c !== 'string' && localName(c.name) === name);
/** The text of an element; inline markup (placeholders `<ph>`, `<pc>`) is refused. */
function textOf(xml: string, el: XmlElement): string {
  return el.children
    .map((c) => {
      if (typeof c === 'string') return c;
      throw new XliffError(
        `Line ${lineOf(xml, c.at)}: <${c.name}> inside <${el.name}> is not supported; write the text only`,
      );
    })
    .join('');
}

/** Reads an XLIFF 2.0 file of texts: its languages and each unit's source and target. */
export function readXliff(xml: string): XliffDocument {
  const root = parseXml(xml);
  if (localName(root.name) !== 'xliff')
    throw new XliffError('The file is not XLIFF: its root is not <xliff>');
  if (root.attributes.version !== '2.0')
    throw new XliffError('Only XLIFF 2.0 files are supported (version="2.0")');
  const srcLang = root.attributes.srcLang;
  if (!srcLang) throw new XliffError('The <xliff> element has no srcLang');
  const units: XliffUnit[] = [];
  const seen = new Set<string>();
  const walk = (el: XmlElement) => {
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      const name = localName(child.name);
      if (name === 'group' || name === 'file') walk(child);
      if (name !== 'unit') continue;
      const id = child.attributes.id;
      if (!id) throw new XliffError(`Line ${lineOf(xml, child.at)}: a <unit> has no id`);
      if (seen.has(id))
        throw new XliffError(`Line ${lineOf(xml, child.at)}: the unit ${id} is repeated`);
      seen.add(id);
      const segments = childrenNamed(child, 'segment');
      if (segments.length !== 1)
        throw new XliffError(
          `Line ${lineOf(xml, child.at)}: the unit ${id} must have one <segment>`,
        );
      const [source] = childrenNamed(segments[0]!, 'source');
      const [target] = childrenNamed(segments[0]!, 'target');
      if (!source)
        throw new XliffError(`Line ${lineOf(xml, child.at)}: the unit ${id} has no <source>`);
      units.push({
        id,
        source: textOf(xml, source),
        ...(target ? { target: textOf(xml, target) } : {}),
      });
    }
  };
  walk(root);
  return {
    srcLang,
    ...(root.attributes.trgLang ? { trgLang: root.attributes.trgLang } : {}),
    units,
  };
}
