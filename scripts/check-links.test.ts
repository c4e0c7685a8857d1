import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anchorsOf, checkLinks, linksOf, slugify } from './check-links.mjs';

let root: string;

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

/**
 * The fixtures' docs folder. Paths are assembled from it so that this file, which the link check
 * scans like any code, does not cite the fixtures' documents itself.
 */
const D = 'docs';
const cite = (file: string, anchor: string) => `${D}/${file}#${anchor}`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'playdesk-links-'));
  write(
    `${D}/rules.md`,
    [
      '# Rules',
      '## Route guard',
      "## The plan's `crm` flag",
      '## Route guard',
      '<a id="push"></a>',
      '```sh',
      '# Not a heading',
      '```',
    ].join('\n'),
  );
  write(`${D}/guide.md`, '# Guide\n\nSee [the guard](rules.md#route-guard).\n');
  write('README.md', `# App\n\n[Guide](${D}/guide.md), [rules](${D}/rules.md#push).\n`);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('slugify', () => {
  it("follows GitHub's heading ids", () => {
    expect(slugify('Route guard')).toBe('route-guard');
    expect(slugify("The plan's `crm` flag")).toBe('the-plans-crm-flag');
    expect(slugify('Loopback recipe: three instances on your machine')).toBe(
      'loopback-recipe-three-instances-on-your-machine',
    );
    expect(slugify('1. The contract — `packages/contract/src/rewards.ts`')).toBe(
      '1-the-contract--packagescontractsrcrewardsts',
    );
    expect(slugify('Data: `api.ts`')).toBe('data-apits');
    expect(slugify('**Bold** and [a link](x.md)')).toBe('bold-and-a-link');
    expect(slugify('snake_case stays')).toBe('snake_case-stays');
  });
});

describe('anchorsOf', () => {
  it('numbers repeated headings, reads <a id>, skips code blocks', () => {
    const anchors = anchorsOf('# A\n## A\n<a id="x"></a>\n```\n# B\n```\n~~~\n## C\n~~~\n');
    expect([...anchors]).toEqual(['a', 'a-1', 'x']);
  });
});

describe('linksOf', () => {
  it('finds inline links and images, not those in code', () => {
    const links = linksOf(
      '[a](x.md) ![b](p.png "t") `[c](no.md)`\n```\n[d](no.md)\n```\n[e]: y.md\n',
    );
    expect(links.map((link) => link.target)).toEqual(['x.md', 'p.png', 'y.md']);
  });
});

describe('checkLinks', () => {
  it('passes when every link and anchor resolves', () => {
    write('apps/a/src/x.ts', `// ${cite('rules.md', 'route-guard')}\n`);
    expect(checkLinks(root)).toEqual([]);
  });

  it('fails on a link to a missing file', () => {
    write(`${D}/guide.md`, '# Guide\n\n[gone](missing.md) and [web](https://example.com/x)\n');
    expect(checkLinks(root)).toEqual([
      `${D}/guide.md:3: missing.md: ${D}/missing.md does not exist`,
    ]);
  });

  it('fails on a missing anchor, in another file or the same one', () => {
    write(`${D}/guide.md`, '# Guide\n\n[a](rules.md#route-guards)\n[b](#guide)\n[c](#nope)\n');
    expect(checkLinks(root)).toEqual([
      `${D}/guide.md:3: rules.md#route-guards: no heading #route-guards in ${D}/rules.md`,
      `${D}/guide.md:5: #nope: no heading #nope in ${D}/guide.md`,
    ]);
  });

  it('accepts the second of two equal headings by its numbered id', () => {
    write(`${D}/guide.md`, '[a](rules.md#route-guard-1) [b](rules.md#the-plans-crm-flag)\n');
    expect(checkLinks(root)).toEqual([]);
  });

  it('fails on a code comment citing a missing anchor', () => {
    write('packages/p/src/y.ts', `/** See ${cite('rules.md', 'gone')}. */\n`);
    expect(checkLinks(root)).toEqual([
      `packages/p/src/y.ts:1: ${D}/rules.md#gone: no heading #gone in ${D}/rules.md`,
    ]);
  });
});
