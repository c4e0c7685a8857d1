import type { GameExample } from '../define.js';
import type { WheelContentInput } from './content.js';
import type { WheelAction } from './engine.js';

/** The OpenAPI document's example of this game (packages/contract/src/examples): Café Aurora's, and a move. */
export const wheelExample: GameExample<WheelContentInput, WheelAction> = {
  name: 'Spin for a Coffee',
  difficulty: 'normal',
  instructions: 'Spin the wheel to see what you win.',
  content: {
    segments: [
      { label: 'Free coffee', kind: 'reward', reward_id: 'r_9cV2bN5m' },
      { label: 'No prize', kind: 'no_prize' },
      { label: 'Try again', kind: 'try_again' },
      { label: 'No prize', kind: 'no_prize', color: '#6f4e37' },
    ],
    palette: 'coffee',
    center_image: 'https://cafe-aurora.example.com/media/logo.png',
  },
  move: { type: 'spin' },
};
