/** Examples: A/B/n experiments — the Coffee Lovers Quiz with 3 questions against 5. */
import {
  CreateExperimentRequest,
  ExperimentDetailResponse,
  ExperimentListResponse,
  ExperimentResponse,
  PromoteExperimentRequest,
  UpdateExperimentRequest,
  type Experiment,
} from '../experiments.js';
import { GAME, answerExample, pageOf, requestExample } from './register.js';

const SHORTER = {
  content: {
    questions: [
      {
        text: 'Which country produces the most coffee?',
        options: ['Brazil', 'Colombia', 'Vietnam', 'Ethiopia'],
        correct: 0,
      },
      {
        text: 'What is the golden foam on top of an espresso called?',
        options: ['Froth', 'Crema', 'Bloom'],
        correct: 1,
      },
    ],
  },
  settings: { popup_texts: { win: 'Two out of two: your flat white is on us!' } },
};

const EXPERIMENT: Experiment = {
  public_id: 'x_5tB8nM2q',
  game: { ...GAME, type: 'quiz' },
  name: 'Shorter quiz, more leads?',
  status: 'running',
  goal: 'lead',
  min_sample: 400,
  ends_on: '2026-12-20',
  varies_odds: false,
  variants: [
    { key: 'A', name: 'Three questions', share: 50, overrides: {} },
    { key: 'B', name: 'Two questions', share: 50, overrides: SHORTER },
  ],
  promoted_variant: null,
  started_at: '2026-11-14T08:00:00.000Z',
  stopped_at: null,
};

requestExample(CreateExperimentRequest, {
  game: GAME.public_id,
  name: 'Shorter quiz, more leads?',
  goal: 'lead',
  variants: [
    { name: 'Three questions', share: 50 },
    { name: 'Two questions', share: 50, overrides: SHORTER },
  ],
  min_sample: 400,
  ends_on: '2026-12-20',
});
requestExample(UpdateExperimentRequest, { ends_on: '2027-01-10', min_sample: 600 });
requestExample(PromoteExperimentRequest, { variant: 'B' });
answerExample(ExperimentResponse, { experiment: EXPERIMENT });
answerExample(ExperimentListResponse, pageOf(EXPERIMENT));
answerExample(ExperimentDetailResponse, {
  experiment: EXPERIMENT,
  results: {
    method: 'two-proportion z-test',
    goal: 'lead',
    enough_data: true,
    variants: [
      {
        key: 'A',
        name: 'Three questions',
        share: 50,
        players: 512,
        conversions: 61,
        rate: 0.119140625,
        rate_interval: [0.0939, 0.1501],
        difference: null,
        difference_interval: null,
        p_value: null,
      },
      {
        key: 'B',
        name: 'Two questions',
        share: 50,
        players: 498,
        conversions: 84,
        rate: 0.1686746987951807,
        rate_interval: [0.1384, 0.2041],
        difference: 0.0495,
        difference_interval: [0.0062, 0.093],
        p_value: 0.0248,
      },
    ],
    sample_ratio: { p_value: 0.6596, mismatch: false },
  },
});
