/** Examples: where the players of a game give up (`GET stats/games/{id}/steps`). */
import { GameStepsResponse } from '../insight.js';
import { GAME, answerExample } from './register.js';

answerExample(GameStepsResponse, {
  game: { ...GAME, type: 'quiz' },
  from: '2026-11-01',
  to: '2026-11-21',
  plays: 412,
  finished: 301,
  sampled: 412,
  step_kind: 'question',
  steps: [
    {
      key: 'q1',
      n: 1,
      label: 'Which country produces the most coffee?',
      reached: 139,
      abandoned: 9,
      median_seconds: 5.2,
      answers: [
        { label: 'Brazil', count: 88, correct: true },
        { label: 'Colombia', count: 21, correct: false },
        { label: 'Vietnam', count: 14, correct: false },
        { label: 'Ethiopia', count: 7, correct: false },
      ],
    },
    {
      key: 'q2',
      n: 2,
      label: 'What is an espresso with a dash of foamed milk called?',
      reached: 141,
      abandoned: 31,
      median_seconds: 8.9,
      answers: [
        { label: 'Latte', count: 46, correct: false },
        { label: 'Macchiato', count: 52, correct: true },
        { label: 'Americano', count: 12, correct: false },
      ],
    },
  ],
  time_to_finish: [
    { from: 0, to: 10, count: 0 },
    { from: 10, to: 20, count: 12 },
    { from: 20, to: 30, count: 64 },
    { from: 30, to: 60, count: 225 },
    { from: 60, to: 120, count: 0 },
    { from: 120, to: 300, count: 0 },
    { from: 300, to: null, count: 0 },
  ],
  form_fields: [
    { key: 'first_name', abandoned: 4 },
    { key: 'email', abandoned: 17 },
    { key: 'postcode', abandoned: 2 },
  ],
});
