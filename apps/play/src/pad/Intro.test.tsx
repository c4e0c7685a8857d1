import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicGame } from '../lib/api.js';
import { Intro } from './Intro.js';

const game: PublicGame = {
  public_id: 'g_quiz',
  type: 'quiz',
  name: 'Bagel Quiz',
  difficulty: 'easy',
  time_limit_seconds: 60,
  background_image: null,
  game_image: null,
  popup_texts: { win: 'Congratulations.', fail: 'Game over' },
  cta: { icon: null, label: '', link: null },
  instructions: '',
  footer_buttons: [],
  templates: { game_over: null, leaderboard: null, success: null },
  account: { public_id: 'acc1', business_name: 'Bagel Shop' },
  gives_reward: false,
  language: 'en',
  languages: ['en'],
  experiment: null,
};

const intro = (g: PublicGame) =>
  renderToStaticMarkup(
    <Intro
      game={g}
      profile={null}
      starting={false}
      startError={null}
      onStart={() => undefined}
      onChangeAvatar={null}
    />,
  );

describe('the game intro', () => {
  it('says a prize can be won when the game gives a reward', () => {
    expect(intro({ ...game, gives_reward: true })).toContain('A prize to win');
  });

  it('promises nothing when it gives none', () => {
    expect(intro(game)).not.toContain('prize');
  });
});
