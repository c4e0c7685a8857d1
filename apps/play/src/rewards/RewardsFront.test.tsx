import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../i18n/i18n.js';
import type { SafeStore } from '../lib/storage.js';
import { FrontPage, viewerOf } from './RewardsFront.js';
import type { FrontPageProps } from './RewardsFront.js';
import { accountRewards, wonReward } from './test-fixtures.js';

// The front's texts are in the lazy catalogues (i18n.tsx), which App.tsx loads with its chunk.
beforeAll(() => Promise.all([loadTexts('pages'), loadTexts('later')]));

const store: SafeStore = { get: () => null, set: () => {}, remove: () => {}, kind: 'memory' };

function page(overrides: Partial<FrontPageProps> = {}): string {
  return renderToStaticMarkup(
    <FrontPage
      account="acc1"
      player={null}
      store={store}
      showAll={false}
      sourceUrl={null}
      parentUrl={null}
      data={accountRewards()}
      viewer="none"
      devicePlayer={null}
      back={null}
      {...overrides}
    />,
  );
}

describe('whose rewards the front shows', () => {
  it('the player’s own only when the server says the token is that player', () => {
    expect(viewerOf(null, false, { player: null })).toBe('none');
    expect(viewerOf('p1', true, { player: { public_id: 'p1', display_name: null } })).toBe('mine');
    expect(viewerOf('p1', true, { player: { public_id: 'p2', display_name: null } })).toBe('other');
    expect(viewerOf('p1', false, { player: null })).toBe('other');
    // A server that does not say who the token is: the token sent was this device's own.
    expect(viewerOf('p1', true, {})).toBe('mine');
    expect(viewerOf('p1', false, {})).toBe('other');
  });
});

describe('the rewards front', () => {
  it('without a player: what the games give, no game list unless show_all', () => {
    const html = page();
    expect(html).toContain('What you can win');
    expect(html).toContain('Free coffee');
    expect(html).not.toContain('Coffee Lovers Quiz');
    expect(html).not.toContain('Won so far');
    expect(html).not.toContain('Back to the game');
  });

  it('show_all lists the games with Play links carrying the attribution', () => {
    const html = page({
      showAll: true,
      sourceUrl: 'https://cafe.example/play',
      parentUrl: null,
    });
    expect(html).toContain('Coffee Lovers Quiz');
    expect(html).toContain('Every winner');
    expect(html).toContain('href="/game/g_quiz?source_url=https%3A%2F%2Fcafe.example%2Fplay"');
  });

  it('the player’s own page: their rewards and what they can still win, with a way back', () => {
    const html = page({
      player: 'p1',
      viewer: 'mine',
      back: 'https://cafe.example/play',
      data: accountRewards({
        won: [wonReward()],
        player: { public_id: 'p1', display_name: 'Ana' },
      }),
    });
    expect(html).toContain('Your rewards');
    expect(html).toContain('Hi Ana!');
    expect(html).toContain('Won so far');
    expect(html).toContain('CAFE-7K2M9Q');
    expect(html).toContain('Ready to use');
    expect(html).toContain('You can still win');
    expect(html).toContain('href="https://cafe.example/play"');
  });

  it('someone else’s page shows no codes, and offers this device’s own', () => {
    const html = page({
      player: 'p1',
      viewer: 'other',
      devicePlayer: 'p2',
      data: accountRewards({ won: [wonReward()] }),
    });
    expect(html).not.toContain('CAFE-7K2M9Q');
    expect(html).toContain('Open this page on the device you played on');
    expect(html).toContain('href="/rewards/acc1/p2"');
  });

  it('the business colours and the fairness commitments', () => {
    const hash = 'ab'.repeat(32);
    const html = page({
      data: accountRewards({
        colors: {
          background: '#1F1640',
          text: '#FFFFFF',
          button: '#F59E0B',
          button_text: '#1F1640',
        },
        fairness: [
          {
            game: { public_id: 'g_card', name: 'Scratch & Win' },
            commitments: [
              {
                commitment: hash,
                committed_at: '2026-11-01T00:00:00.000Z',
                seed: null,
                revealed_at: null,
              },
            ],
          },
        ],
      }),
    });
    expect(html).toContain('background-color:#1F1640');
    expect(html).toContain('Fair draws');
    expect(html).toContain(`${hash.slice(0, 12)}…`);
    expect(html).toContain(`title="${hash}"`);
    expect(html).toContain('How to verify');
    expect(html).toContain('seed still secret');
  });

  it('leaves out what can no longer be won', () => {
    const base = accountRewards().rewards[0]!;
    const html = page({
      data: accountRewards({
        rewards: [
          { ...base, can_win: false },
          {
            ...base,
            reward: { ...base.reward, public_id: 'rw_mug', name: 'Coffee mug' },
            can_win: true,
          },
        ],
      }),
    });
    expect(html).not.toContain('Free coffee');
    expect(html).toContain('Coffee mug');
  });

  it('links each game’s public draw record', () => {
    const html = page({
      data: accountRewards({
        fairness: [
          {
            game: { public_id: 'g_card', name: 'Scratch' },
            commitments: [
              {
                commitment: 'c'.repeat(64),
                committed_at: '2026-11-01T00:00:00.000Z',
                seed: 'd'.repeat(64),
                revealed_at: '2026-11-08T00:00:00.000Z',
              },
            ],
          },
        ],
      }),
    });
    expect(html).toContain('href="/services/api/v1/play/games/g_card/fairness"');
    expect(html).toContain('seed revealed');
    expect(html).toContain('d'.repeat(64));
  });

  it('nothing to win: says so kindly', () => {
    const html = page({ data: accountRewards({ rewards: [] }) });
    expect(html).toContain('No rewards right now');
  });
});
