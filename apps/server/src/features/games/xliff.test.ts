/**
 * The XLIFF reader against hostile and malformed files (issue 33 §8): nothing is ever expanded
 * or fetched, every refusal is an XliffError (a 400 with its message), never a crash.
 */
import { describe, expect, it } from 'vitest';
import { readXliff, writeXliff, XliffError, type XliffDocument } from './xliff.js';

/** A file with one unit whose target is `target` (raw XML) and `before` ahead of the root. */
const file = (target: string, before = '') =>
  `${before}<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
  <file id="f">
    <unit id="name">
      <segment>
        <source>Coffee</source>
        <target>${target}</target>
      </segment>
    </unit>
  </file>
</xliff>
`;
const targetOf = (xml: string) => readXliff(xml).units[0]?.target;
const refusal = (xml: string) => {
  try {
    readXliff(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(XliffError);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
};
const DOCTYPE = 'The XLIFF file has a DOCTYPE or an entity declaration; they are not allowed';

describe('readXliff', () => {
  it('reads back what writeXliff writes, texts exactly as they were', () => {
    const doc: XliffDocument = {
      srcLang: 'en',
      trgLang: 'fr',
      units: [
        { id: 'name', note: 'Name', source: 'Coffee & <cake>', target: 'Café & « gâteau »' },
        { id: 'cta.label', source: '  spaces kept  ', target: 'line\nbreak "quoted" \'too\'' },
        { id: 'content.words.0', source: '00123', target: 'true' },
        { id: 'popup_texts.win', source: 'Well done, {name}! 🎉', target: '' },
      ],
    };
    expect(readXliff(writeXliff(doc, 'game'))).toEqual({
      ...doc,
      units: doc.units.map(({ id, source, target }) => ({ id, source, target })),
    });
  });

  it('decodes the five entities of XML and character references, once', () => {
    expect(targetOf(file('&lt;b&gt; &amp; &quot;x&quot; &apos;y&apos; &#65;&#x1F600;'))).toBe(
      '<b> & "x" \'y\' A😀',
    );
    // Decoded once only: `&amp;lt;` is the text `&lt;`.
    expect(targetOf(file('&amp;lt;&amp;xxe;'))).toBe('&lt;&xxe;');
    // A CDATA section is text as written: an entity there is inert.
    expect(targetOf(file('<![CDATA[&xxe; <b> &amp;]]> and &amp;'))).toBe('&xxe; <b> &amp; and &');
  });

  it('refuses an external entity (XXE) and a billion laughs before parsing', () => {
    const xxe = file('&xxe;', '<!DOCTYPE xliff [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n');
    expect(refusal(xxe)).toBe(DOCTYPE);
    const laughs = [
      '<!DOCTYPE lolz [',
      '<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`,
      ),
      ']>',
    ].join('\n');
    const started = performance.now();
    expect(refusal(file('&lol9;', `${laughs}\n`))).toBe(DOCTYPE);
    expect(performance.now() - started).toBeLessThan(1000);
    // In any case, and an entity declared without a DOCTYPE.
    expect(refusal(file('x', '<!doctype xliff>\n'))).toBe(DOCTYPE);
    expect(refusal(file('<!ENTITY e "x">'))).toBe(DOCTYPE);
  });

  it('refuses every entity but the five of XML, and characters that are not ones', () => {
    expect(refusal(file('&xxe;'))).toMatch(
      /^The XLIFF file is not valid XML \(line 6\): the entity &xxe; is not allowed$/,
    );
    expect(refusal(file('&nbsp;'))).toMatch(/the entity &nbsp; is not allowed/);
    expect(refusal(file('&#0;'))).toMatch(/&#0; is not a valid character/);
    expect(refusal(file('&#x110000;'))).toMatch(/&#x110000; is not a valid character/);
    expect(refusal(file('Tom & Jerry'))).toMatch(/^The XLIFF file is not valid XML \(line 6\)/);
    expect(refusal(file('x').replace('id="name"', 'id="&ent;"'))).toMatch(
      /the entity &ent; is not allowed/,
    );
  });

  it('refuses too deep a file without running out of stack, and takes 32 levels', () => {
    const started = performance.now();
    expect(refusal(`<xliff version="2.0" srcLang="en" trgLang="fr">${'<g>'.repeat(100_000)}`)).toBe(
      'The XLIFF file is not valid XML: elements are nested more than 32 deep',
    );
    expect(performance.now() - started).toBeLessThan(2000);
    const nested = (depth: number) =>
      `<xliff version="2.0" srcLang="en">${'<group>'.repeat(depth - 1)}${'</group>'.repeat(depth - 1)}</xliff>`;
    expect(readXliff(nested(32)).units).toEqual([]);
    expect(refusal(nested(33))).toMatch(/nested more than 32 deep/);
  });

  it('refuses malformed files naming the line', () => {
    expect(refusal(file('x').replace('</segment>', '</segmnt>'))).toBe(
      'The XLIFF file is not valid XML (line 7): </segmnt> does not close <segment>',
    );
    expect(refusal(file('x').replace('</xliff>', ''))).toMatch(
      /^The XLIFF file is not valid XML \(line \d+\): /,
    );
    expect(refusal(file('x').replace('id="name"', 'id="name" id="again"'))).toMatch(
      /^The XLIFF file is not valid XML \(line 3\): .*repeated/,
    );
    expect(refusal(file('x').replace('id="name"', 'id="a<b"'))).toMatch(
      /\(line 3\): the attribute id holds a </,
    );
    expect(refusal(`${file('x')}<xliff/>`)).toMatch(/content after the root element/);
    const started = performance.now();
    expect(refusal(`${file('x')}${'<!--'.repeat(400_000)}`)).toMatch(
      /^The XLIFF file is not valid XML/,
    );
    expect(performance.now() - started).toBeLessThan(5000);
    expect(refusal(`${file('x')}trailing text`)).toMatch(
      /\(line 11\): (there is content after the root element|Extra text at the end)/,
    );
    expect(refusal(file('x', '<?php echo 1 ?>'))).toMatch(
      /processing instructions are not allowed/,
    );
    expect(refusal(file('<?php echo 1 ?>'))).toMatch(
      /\(line 6\): declarations and processing instructions are not allowed inside elements/,
    );
    expect(refusal(file('<!ELEMENT x ANY>'))).toMatch(/not allowed inside elements/);
    expect(refusal('')).toMatch(/^The XLIFF file is not valid XML/);
    expect(refusal('not xml at all')).toMatch(/^The XLIFF file is not valid XML/);
  });

  it('takes a byte order mark, an XML declaration and comments', () => {
    const xml = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- from a tool -->\n${file('Café')}<!-- end -->\n`;
    expect(targetOf(xml)).toBe('Café');
    expect(
      refusal(file('x').replace('<file id="f">', '<file id="f"><?xml version="1.0"?>')),
    ).toMatch(/not allowed inside elements/);
  });

  it("names keep to themselves: no object's prototype is reached", () => {
    const xml = file('x')
      .replace('<xliff ', '<xliff hasOwnProperty="h" toString="t" ')
      .replace('id="name"', 'id="__proto__"');
    expect(readXliff(xml)).toMatchObject({
      srcLang: 'en',
      units: [{ id: '__proto__', source: 'Coffee', target: 'x' }],
    });
    // The parser refuses a name that could reach a prototype.
    expect(refusal(file('<__proto__>x</__proto__>'))).toMatch(/^The XLIFF file is not valid XML/);
    for (const name of ['__proto__', 'constructor'])
      expect(refusal(file('x').replace('<xliff ', `<xliff ${name}="polluted" `))).toMatch(
        /^The XLIFF file is not valid XML/,
      );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the XLIFF rules: inline markup, units without id or segment', () => {
    expect(refusal(file('a <ph id="1"/> b'))).toBe(
      'Line 6: <ph> inside <target> is not supported; write the text only',
    );
    expect(refusal(file('x').replace(' id="name"', ''))).toBe('Line 3: a <unit> has no id');
    expect(refusal(file('x').replace('version="2.0"', 'version="1.2"'))).toBe(
      'Only XLIFF 2.0 files are supported (version="2.0")',
    );
    expect(refusal('<html/>')).toBe('The file is not XLIFF: its root is not <xliff>');
  });

  it('reads a file near the size limit in reasonable time', () => {
    const units = Array.from({ length: 3_500 }, (_, i) => ({
      id: `content.questions.${i}.text`,
      source: `Question ${i} & ${'x'.repeat(300)}`,
      target: `Frage ${i} &lt; ${'y'.repeat(60)}`,
    }));
    const xml = writeXliff({ srcLang: 'en', trgLang: 'de', units }, 'game');
    // Just under the 2 million characters a file may have (ImportTranslationRequest).
    expect(xml.length).toBeGreaterThan(1_800_000);
    expect(xml.length).toBeLessThan(2_000_000);
    const started = performance.now();
    expect(readXliff(xml).units).toHaveLength(3_500);
    // About 1 s here; counting a line for every element made it 28 s (quadratic).
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
