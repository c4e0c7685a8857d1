import { describe, expect, it } from 'vitest';
import { shareContent, shareOrCopy } from './share.js';

const game = { name: 'Coffee Wordle' };
const url = 'https://play.example/game/abc';

describe('shareContent', () => {
  it('invites before the end', () => {
    expect(shareContent(game, url, null).text).toBe('Play Coffee Wordle with me!');
    expect(shareContent(game, url, { status: 'playing', score: 0 }, 'grid').text).toBe(
      'Play Coffee Wordle with me!',
    );
  });

  it('tells the result with the game summary after the end', () => {
    const content = shareContent(game, url, { status: 'won', score: 10 }, '🟩🟩🟩🟩🟩');
    expect(content.text).toBe('I won Coffee Wordle with 10 points!\n🟩🟩🟩🟩🟩\nCan you beat me?');
    expect(content.url).toBe(url);
    expect(shareContent(game, url, { status: 'lost', score: 1 }).text).toBe(
      'I played Coffee Wordle and scored 1 point.\nCan you beat me?',
    );
  });
});

describe('shareOrCopy', () => {
  const content = shareContent(game, url, null);

  it('uses the Web Share API when there is one', async () => {
    let shared: ShareData | null = null;
    const result = await shareOrCopy(content, {
      share: async (data) => {
        shared = data;
      },
    });
    expect(result).toBe('shared');
    expect(shared).toEqual({ title: 'Coffee Wordle', text: content.text, url });
  });

  it('reports a cancelled share without copying', async () => {
    const result = await shareOrCopy(content, {
      share: async () => {
        throw new DOMException('cancel', 'AbortError');
      },
      clipboard: {
        writeText: async () => {
          throw new Error('should not copy');
        },
      },
    });
    expect(result).toBe('cancelled');
  });

  it('copies text and link when sharing is not possible', async () => {
    let copied = '';
    const result = await shareOrCopy(content, {
      clipboard: {
        writeText: async (text) => {
          copied = text;
        },
      },
    });
    expect(result).toBe('copied');
    expect(copied).toBe(`Play Coffee Wordle with me!\n${url}`);
  });

  it('falls back to the legacy copy, then reports failure', async () => {
    const blocked = {
      clipboard: {
        writeText: async () => {
          throw new Error('denied');
        },
      },
    };
    expect(await shareOrCopy(content, blocked, () => true)).toBe('copied');
    expect(await shareOrCopy(content, blocked, () => false)).toBe('failed');
  });
});
