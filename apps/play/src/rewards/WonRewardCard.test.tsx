import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../i18n/i18n.js';
import { PlainReward } from './RewardSlot.js';
import { publicReward, wonReward } from './test-fixtures.js';
import { WonRewardCard } from './WonRewardCard.js';

// The rewards' texts are in the `later` catalogue (i18n.tsx), loaded with the pad's later parts.
beforeAll(() => loadTexts('later'));

const render = (node: ReactElement) => renderToStaticMarkup(node);

describe('the reward card', () => {
  it('shows a code with Copy and its QR code, the expiry and how to redeem', () => {
    const html = render(
      <WonRewardCard
        won={wonReward()}
        businessName="Demo Coffee Co."
        variant="popup"
        frontHref="/rewards/acc1/p1"
      />,
    );
    expect(html).toContain('You won a reward');
    expect(html).toContain('Free coffee');
    expect(html).toMatch(/data-testid="reward-code"[^>]*>CAFE-7K2M9Q</);
    expect(html).toContain('aria-label="Copy the code"');
    // The QR code is an SVG image named after the code.
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code of your code CAFE-7K2M9Q"/);
    expect(html).toContain('Valid until');
    expect(html).toContain('How to redeem');
    expect(html).toContain('Show the code at the counter.');
    expect(html).toContain('Terms');
    expect(html).toContain('href="/rewards/acc1/p1"');
    expect(html).toMatch(/<h3[^>]*>Free coffee<\/h3>/);
  });

  it('inside a dialog it adds no heading (the dialog’s title stays its one heading)', () => {
    const html = render(
      <WonRewardCard won={wonReward()} businessName={null} variant="popup" headingLevel={null} />,
    );
    expect(html).not.toMatch(/<h\d/);
    expect(html).toMatch(
      /<section aria-labelledby="([^"]+)"[\s\S]*<p id="\1"[^>]*>Free coffee<\/p>/,
    );
  });

  it('a used code: crossed out, no Copy, no QR code, and when it was used', () => {
    const html = render(
      <WonRewardCard
        won={wonReward({ status: 'redeemed', redeemed_at: '2026-11-21T09:30:00.000Z' })}
        businessName="Demo Coffee Co."
        variant="front"
      />,
    );
    expect(html).toContain('Used');
    expect(html).toContain('line-through');
    expect(html).not.toContain('Copy the code');
    expect(html).not.toContain('<svg role="img"');
    expect(html).not.toContain('QR code');
    expect(html).toContain('Won in Coffee Lovers Quiz');
    expect(html).not.toContain('See all my rewards');
  });

  it('in store: a QR code of the signed token (never the code), the code printed beside it', () => {
    const token = 'PDR1.eyJhIjoiYWNjMSIsInciOiJ3aW5fMSIsIngiOm51bGx9.c2ln';
    const html = render(
      <WonRewardCard
        won={wonReward({ redeem_mode: 'in_store', redemption_token: token })}
        businessName="Demo Coffee Co."
        variant="front"
      />,
    );
    expect(html).toContain('data-testid="counter-qr"');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="QR code of your reward, to show at/);
    // One QR code only: the token's, not the code's.
    expect(html).not.toContain('QR code of your code');
    expect(html).toContain('Show this QR code at the counter');
    expect(html).toMatch(/data-testid="counter-manual"[^>]*>CAFE-7K2M9Q</);
  });

  it('an in-store prize prints the win reference beside its QR code', () => {
    const html = render(
      <WonRewardCard
        won={wonReward({
          code: null,
          reward: publicReward({ kind: 'physical' }),
          redeem_mode: 'in_store',
          redemption_token: 'PDR1.e30.c2ln',
        })}
        businessName={null}
        variant="front"
      />,
    );
    expect(html).toContain('Win reference');
    expect(html).toMatch(/data-testid="counter-manual"[^>]*>win_1</);
  });

  it('voided: says so, no QR code even in store', () => {
    const html = render(
      <WonRewardCard
        won={wonReward({ status: 'voided', redeem_mode: 'in_store', redemption_token: null })}
        businessName={null}
        variant="front"
      />,
    );
    expect(html).toContain('Cancelled');
    expect(html).toContain('Cancelled by the business');
    expect(html).not.toContain('counter-qr');
    expect(html).not.toContain('role="img"');
    expect(html).toContain('line-through');
  });

  it('a link: a button opening it in a new tab, never a javascript: address', () => {
    const link = render(
      <WonRewardCard
        won={wonReward({
          code: null,
          link: 'https://shop.example/r/ABC',
          reward: publicReward({ kind: 'unique_link', how_to_redeem: '' }),
        })}
        businessName={null}
        variant="popup"
      />,
    );
    expect(link).toMatch(
      /<a href="https:\/\/shop.example\/r\/ABC" target="_blank" rel="noopener noreferrer"/,
    );
    expect(link).toContain('Open your reward');
    expect(link).toContain('Open the link to claim your reward.');

    const bad = render(
      <WonRewardCard
        won={wonReward({ code: null, link: 'javascript:alert(1)' })}
        businessName={null}
        variant="popup"
      />,
    );
    expect(bad).not.toContain('javascript:');
  });

  it('a physical prize: how it is claimed, with the win reference', () => {
    const html = render(
      <WonRewardCard
        won={wonReward({
          code: null,
          reward: publicReward({ kind: 'physical', name: 'Coffee mug', how_to_redeem: '' }),
        })}
        businessName="Demo Coffee Co."
        variant="popup"
      />,
    );
    expect(html).toContain('How you get it');
    expect(html).toContain(
      'Demo Coffee Co. will contact you with the details you gave in the form',
    );
    expect(html).toMatch(/data-testid="reward-reference"[^>]*>win_1</);
    expect(html).not.toContain('Copy the code');
  });

  it('texts from the business are text, never markup', () => {
    const html = render(
      <WonRewardCard
        won={wonReward({
          code: '<b>X</b>',
          reward: publicReward({ name: '<img src=x onerror=alert(1)>' }),
        })}
        businessName={null}
        variant="popup"
      />,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;X&lt;/b&gt;');
  });

  it('the plain fallback still says what was won and the code', () => {
    const html = render(<PlainReward won={wonReward()} />);
    expect(html).toContain('Free coffee');
    expect(html).toContain('CAFE-7K2M9Q');
  });
});
