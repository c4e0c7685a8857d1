import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../i18n/i18n.js';
import type { PlaySession, PublicGame } from '../lib/api.js';
import { wonReward } from '../rewards/test-fixtures.js';
import { ResultDialog } from './ResultDialog.js';

// The rewards' texts are in the `later` catalogue (i18n.tsx), loaded with the pad's later parts.
beforeAll(() => loadTexts('later'));

const game: PublicGame = {
  public_id: 'g_quiz',
  type: 'quiz',
  name: 'Coffee Lovers Quiz',
  difficulty: 'easy',
  time_limit_seconds: null,
  background_image: null,
  game_image: null,
  popup_texts: { win: 'Congratulations.', fail: 'Game over' },
  cta: { icon: null, label: '', link: null },
  instructions: '',
  footer_buttons: [],
  templates: {
    game_over: null,
    leaderboard: null,
    success: {
      title: 'You won {reward_name}!',
      message: '<p>Your code: <strong>{reward_code}</strong>, until {reward_expiry}. {score}</p>',
      image: null,
      button_label: '',
      button_link: null,
      colors: { background: '#FFF7E6', text: '#3B2A1A', button: '#B45309', button_text: '#FFFFFF' },
    },
  },
  account: { public_id: 'acc1', business_name: 'Demo Coffee Co.' },
  gives_reward: true,
  language: 'en',
  languages: ['en'],
  experiment: null,
};

function session(reward: PlaySession['reward']): PlaySession {
  return {
    session_id: 's1',
    game_public_id: 'g_quiz',
    started_at: '2026-11-20T10:00:00.000Z',
    ends_at: null,
    server_now: '2026-11-20T10:01:00.000Z',
    outcome: { status: 'won', score: 45 },
    view: {} as PlaySession['view'],
    reward,
  };
}

function dialog(reward: PlaySession['reward']): string {
  return renderToStaticMarkup(
    <ResultDialog
      open
      game={game}
      session={session(reward)}
      leaderboard={{ data: null, loading: false, error: null }}
      onClose={() => {}}
      onPlayAgain={() => {}}
      onLeaderboard={() => {}}
      onShare={() => {}}
      showShare={false}
      showLeaderboard={false}
      showCta={false}
      rewardsHref="/rewards/acc1/p1"
    />,
  );
}

describe('the win pop-up with a reward', () => {
  it('fills the success template’s variables, escaping the values in the message', () => {
    const html = dialog(wonReward({ code: '<X&Y>' }));
    expect(html).toContain('You won Free coffee!');
    expect(html).toContain('Your code: <strong>&lt;X&amp;Y&gt;</strong>, until ');
    expect(html).toMatch(/until \S+ \S+ 2026\./);
    // Other braces are the business's own text.
    expect(html).toContain('{score}');
    // The reward's place in the pop-up (its card loads as a chunk of its own).
    expect(html).toContain('Loading your reward');
  });

  it('without a reward the variables are empty and no reward shows', () => {
    const html = dialog(null);
    expect(html).toContain('You won !');
    expect(html).toContain('Your code: <strong></strong>, until . {score}');
    expect(html).not.toContain('Loading your reward');
    expect(html).not.toContain('undefined');
  });
});
