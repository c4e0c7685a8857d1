import { describe, expect, it } from 'vitest';
import { duplicateName, embedSnippet, qrFileName } from './share';

describe('share links', () => {
  it('embeds an iframe with a resize listener bound to that frame and origin', () => {
    const snippet = embedSnippet({
      origin: 'https://play.example.com',
      publicId: 'g1',
      title: 'Summer "Quiz" <2026>',
    });
    const [iframe, script] = snippet.split('\n');
    expect(iframe).toContain(
      '<iframe id="playdesk-g1" src="https://play.example.com/game-embedder/g1"',
    );
    expect(iframe).toContain('title="Summer &quot;Quiz&quot; &lt;2026&gt;"');
    expect(iframe).toMatch(/<\/iframe>$/);
    // Delegates only what every browser knows (no "Unrecognized feature" warning on the host).
    expect(/ allow="([^"]*)"/.exec(iframe!)?.[1]).toBe('clipboard-write');
    expect(script).toMatch(/^<script>.*<\/script>$/);
    expect(script).toContain('document.getElementById("playdesk-g1")');
    expect(script).toContain('e.source===f.contentWindow');
    expect(script).toContain('e.origin==="https://play.example.com"');
    expect(script).toContain('"playdesk:resize"');
    expect(script).toContain('f.style.height=e.data.height+"px"');
  });

  it('the script sizes only its own frame', () => {
    const snippet = embedSnippet({ origin: 'https://h.test', publicId: 'g1', title: 't' });
    const code = /<script>(.*)<\/script>/.exec(snippet)![1]!;
    const frame = { contentWindow: {}, style: { height: '' } };
    let listener: (e: unknown) => void = () => undefined;
    const run = new Function('addEventListener', 'document', code);
    run((_: string, fn: (e: unknown) => void) => (listener = fn), {
      getElementById: (id: string) => (id === 'playdesk-g1' ? frame : null),
    });
    listener({
      source: {},
      origin: 'https://h.test',
      data: { type: 'playdesk:resize', height: 1 },
    });
    expect(frame.style.height).toBe('');
    listener({
      source: frame.contentWindow,
      origin: 'https://evil.test',
      data: { type: 'playdesk:resize', height: 2 },
    });
    expect(frame.style.height).toBe('');
    listener({
      source: frame.contentWindow,
      origin: 'https://h.test',
      data: { type: 'playdesk:resize', height: 512 },
    });
    expect(frame.style.height).toBe('512px');
  });

  it('names the QR file after the game', () => {
    expect(qrFileName('Summer Quiz!')).toBe('summer-quiz-qr.png');
    expect(qrFileName('Café Crème')).toBe('cafe-creme-qr.png');
    expect(qrFileName('🎉')).toBe('game-qr.png');
  });

  it('names a duplicate within the name limit', () => {
    expect(duplicateName('Coffee Quiz')).toBe('Coffee Quiz (copy)');
    const long = 'x'.repeat(120);
    const copy = duplicateName(long);
    expect(copy.length).toBeLessThanOrEqual(120);
    expect(copy.endsWith('… (copy)')).toBe(true);
  });
});
