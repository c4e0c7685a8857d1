import { describe, expect, it } from 'vitest';
import { embeddingOrigin } from './embed-origin.js';

const self = {};
describe('the embedding origin', () => {
  it('is null outside a frame', () => {
    expect(embeddingOrigin({ parent: self, self, referrer: 'https://a.example/x' })).toBeNull();
  });
  it('takes the nearest ancestor first, else the referrer’s origin', () => {
    const parent = {};
    expect(
      embeddingOrigin({
        parent,
        self,
        ancestorOrigins: ['https://shop.example', 'https://top.example'],
        referrer: 'https://other.example/',
      }),
    ).toBe('https://shop.example');
    expect(embeddingOrigin({ parent, self, referrer: 'https://shop.example/page?x=1' })).toBe(
      'https://shop.example',
    );
    expect(embeddingOrigin({ parent, self, referrer: '' })).toBeNull();
    expect(embeddingOrigin({ parent, self, referrer: 'not a url' })).toBeNull();
  });
});
