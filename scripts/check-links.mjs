/**
 * Link check of the documentation, part of `npm run lint`: every relative link and `#anchor` in
 * README.md and docs/**\/*.md must resolve — the file or folder exists, and an anchor names a
 * heading of the target Markdown file (GitHub's heading ids) or an explicit `<a id>` / `<a name>`.
 * Code comments that cite a document by anchor (`docs/product-rules.md#route-guard`) in apps/,
 * packages/, scripts/, e2e/, bench/ and eslint/ are checked the same way. External links
 * (http:, https:, mailto:, …) are never fetched: nothing here reaches the network.
 *
 * Dependency-free on purpose: it runs before anything is built. Usage: `node scripts/check-links.mjs`
 * (exit 1 and one line per broken link).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders whose source files may cite `docs/….md#anchor` in comments. */
export const CODE_DIRS = ['apps', 'packages', 'scripts', 'e2e', 'bench', 'eslint'];
const CODE_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results', 'artifacts']);

/**
 * GitHub's id for a heading: the rendered text lower-cased, every character that is not a
 * letter, mark, digit, connector (`_`), space or hyphen dropped, spaces turned into hyphens.
 * Inline Markdown is rendered first: `code` keeps its text, [text](url) keeps the text, and the
 * emphasis markers (`*`, `_` pairs) go.
 */
export function slugify(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|\b_)(.+?)(\*|_\b)/g, '$2');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The Markdown's lines outside fenced code blocks, with their 1-based line numbers. */
function proseLines(markdown) {
  const lines = [];
  let fence = null;
  markdown.split('\n').forEach((line, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (marker) {
      if (fence === null) fence = marker[1][0];
      else if (marker[1][0] === fence) fence = null;
      return;
    }
    if (fence === null) lines.push({ line, number: index + 1 });
  });
  return lines;
}

/** Every anchor a Markdown file defines: heading ids (duplicates get -1, -2, …) and `<a id>`. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slugify(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const html of line.matchAll(/<a\s[^>]*(?:id|name)=["']([^"']+)["']/gi)) {
      anchors.add(html[1]);
    }
  }
  return anchors;
}

/** The link targets of a Markdown file (inline links, images, reference definitions). */
export function linksOf(markdown) {
  const links = [];
  for (const { line, number } of proseLines(markdown)) {
    const prose = line.replace(/(`+)[\s\S]*?\1/g, (code) => ' '.repeat(code.length));
    for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ target: match[1].replace(/^<|>$/g, ''), line: number });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose);
    if (definition) links.push({ target: definition[1].replace(/^<|>$/g, ''), line: number });
  }
  return links;
}

const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

function markdownFiles(root) {
  const files = [];
  if (existsSync(path.join(root, 'README.md'))) files.push(path.join(root, 'README.md'));
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md')) files.push(full);
    }
  };
  walk(path.join(root, 'docs'));
  return files;
}

function codeFiles(root) {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (CODE_EXTENSIONS.test(entry.name)) files.push(full);
    }
  };
  for (const dir of CODE_DIRS) walk(path.join(root, dir));
  return files;
}

/**
 * The broken links under `root`, as `file:line: message` strings (empty when all resolve).
 * `codeDirs` are scanned for `docs/….md#anchor` citations.
 */
export function checkLinks(root, { codeDirs = true } = {}) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsAt = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const where = (file, line) => `${path.relative(root, file)}:${line}`;

  /** A problem with `target` seen in `file`, or null; relative paths are from `baseDir`. */
  const resolve = (file, baseDir, target) => {
    const hash = target.indexOf('#');
    const rawPath = hash === -1 ? target : target.slice(0, hash);
    const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
    let pathPart;
    try {
      pathPart = decodeURIComponent(rawPath.split('?')[0]);
    } catch {
      return `malformed link ${target}`;
    }
    const destination =
      pathPart === ''
        ? file
        : pathPart.startsWith('/')
          ? path.join(root, pathPart)
          : path.resolve(baseDir, pathPart);
    if (!existsSync(destination))
      return `${target}: ${path.relative(root, destination)} does not exist`;
    if (anchor === null || anchor === '' || !destination.endsWith('.md')) return null;
    if (statSync(destination).isDirectory()) return null;
    if (!anchorsAt(destination).has(anchor)) {
      return `${target}: no heading #${anchor} in ${path.relative(root, destination)}`;
    }
    return null;
  };

  for (const file of markdownFiles(root)) {
    for (const { target, line } of linksOf(readFileSync(file, 'utf8'))) {
      if (isExternal(target)) continue;
      const problem = resolve(file, path.dirname(file), target);
      if (problem) problems.push(`${where(file, line)}: ${problem}`);
    }
  }

  if (codeDirs) {
    for (const file of codeFiles(root)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((text, index) => {
        for (const match of text.matchAll(/\bdocs\/[\w./-]*?\.md(#[\w-]+)?/g)) {
          const problem = resolve(file, root, match[0]);
          if (problem) problems.push(`${where(file, index + 1)}: ${problem}`);
        }
      });
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkLinks(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} broken link(s)`);
    process.exit(1);
  }
  console.log('check-links: every link in README.md and docs/ resolves');
}
