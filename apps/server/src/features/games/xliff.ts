/**
 * XLIFF 2.0 files of a game's texts (docs/languages.md): written for translators, read back on
 * import. The reader is a small strict XML parser for what an XLIFF 2.0 file of plain texts holds
 * (elements, attributes, text, CDATA, comments, the five predefined entities and character
 * references). It refuses a DOCTYPE and any other entity (no XXE, no entity expansion) and
 * anything malformed, naming the line. The `xliff` package was considered: it sits on `xml-js`,
 * unmaintained since 2019.
 */

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
const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Parses the XML of a file into its root element, or throws an XliffError naming the problem. */
function parseXml(xml: string): XmlElement {
  let at = 0;
  const lineAt = (i: number) => lineOf(xml, i);
  const fail = (message: string, i = at): never => {
    throw new XliffError(`The XLIFF file is not valid XML (line ${lineAt(i)}): ${message}`);
  };
  const decode = (raw: string, start: number): string =>
    raw.replace(/&([^;\s&<]*);?/g, (whole, name: string) => {
      if (!whole.endsWith(';')) fail('an & must start an entity such as &amp;', start);
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
          fail(`&${name}; is not a valid character`, start);
        return String.fromCodePoint(code);
      }
      const value = ENTITIES[name];
      if (value === undefined) fail(`the entity &${name}; is not allowed`, start);
      return value!;
    });
  const skipMisc = () => {
    for (;;) {
      const rest = xml.slice(at);
      const space = /^\s+/.exec(rest);
      if (space) {
        at += space[0].length;
        continue;
      }
      if (rest.startsWith('<!--')) {
        const end = xml.indexOf('-->', at + 4);
        if (end < 0) fail('a comment is not closed');
        at = end + 3;
        continue;
      }
      if (rest.startsWith('<?')) {
        const end = xml.indexOf('?>', at);
        if (end < 0) fail('a processing instruction is not closed');
        if (!/^<\?xml[\s?]/.test(rest)) fail('processing instructions are not allowed');
        at = end + 2;
        continue;
      }
      return;
    }
  };
  const parseElement = (depth: number): XmlElement => {
    const start = at;
    if (depth > MAX_DEPTH) fail(`elements are nested more than ${MAX_DEPTH} deep`);
    if (xml[at] !== '<') fail('an element was expected');
    at += 1;
    const name = NAME.exec(xml.slice(at))?.[0];
    if (!name) fail('an element has no name');
    at += name!.length;
    const element: XmlElement = { name: name!, attributes: {}, children: [], at: start };
    for (;;) {
      const attr = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/.exec(xml.slice(at));
      if (!attr) break;
      if (Object.hasOwn(element.attributes, attr[1]!)) fail(`the attribute ${attr[1]} is repeated`);
      element.attributes[attr[1]!] = decode(attr[2] ?? attr[3] ?? '', at);
      at += attr[0].length;
    }
    const close = /^\s*(\/?)>/.exec(xml.slice(at));
    if (!close) fail(`the tag <${name}> is not well formed`);
    at += close![0].length;
    if (close![1] === '/') return element;
    for (;;) {
      if (at >= xml.length) fail(`<${name}> is never closed`, start);
      if (xml.startsWith('</', at)) {
        const end = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(xml.slice(at));
        if (!end || end[1] !== name) fail(`</${end?.[1] ?? '?'}> does not close <${name}>`);
        at += end![0].length;
        return element;
      }
      if (xml.startsWith('<![CDATA[', at)) {
        const end = xml.indexOf(']]>', at);
        if (end < 0) fail('a CDATA section is not closed');
        element.children.push(xml.slice(at + 9, end));
        at = end + 3;
      } else if (xml.startsWith('<!--', at)) {
        const end = xml.indexOf('-->', at + 4);
        if (end < 0) fail('a comment is not closed');
        at = end + 3;
      } else if (xml.startsWith('<!', at) || xml.startsWith('<?', at)) {
        fail('declarations and processing instructions are not allowed inside elements');
      } else if (xml[at] === '<') {
        element.children.push(parseElement(depth + 1));
      } else {
        const next = xml.indexOf('<', at);
        const raw = xml.slice(at, next < 0 ? xml.length : next);
        if (raw.includes('>') && raw.includes(']]>')) fail(']]> is not allowed in text');
        element.children.push(decode(raw, at));
        at += raw.length;
      }
    }
  };

  if (/<!DOCTYPE/i.test(xml) || /<!ENTITY/i.test(xml))
    throw new XliffError(
      'The XLIFF file has a DOCTYPE or an entity declaration; they are not allowed',
    );
  if (xml.charCodeAt(0) === 0xfeff) at = 1;
  skipMisc();
  const root = parseElement(1);
  skipMisc();
  if (at < xml.length) fail('there is content after the root element');
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
