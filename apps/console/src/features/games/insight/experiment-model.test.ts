import {
  CreateExperimentRequest,
  LEAD_FORM_OFF,
  PARTICIPATION_UNLIMITED,
  type Game,
} from '@playdesk/contract';
import type { GameType } from '@playdesk/games/registry';
import { describe, expect, it } from 'vitest';
import { STARTER_CONTENT } from '../starter-content';
import {
  buildOverrides,
  defaultExperimentValues,
  emptyVariant,
  evenShares,
  experimentFieldPath,
  leadFormChoices,
  leadFormOverride,
  questionCount,
  shareTotal,
  slicedContent,
  toExperimentRequest,
  withEvenShares,
} from './experiment-model';
import { placementRequest, qrFileName } from './placement-model';

function game(type: GameType, content: Record<string, unknown> = STARTER_CONTENT[type]): Game {
  return {
    public_id: 'g1',
    type,
    name: 'My game',
    status: 'published',
    difficulty: 'normal',
    settings: {
      background_image: null,
      game_image: null,
      popup_texts: { win: 'Congratulations.', fail: 'Game over' },
      cta: { icon: null, label: 'Order', link: 'https://example.com' },
      instructions: '<p>Play</p>',
      footer_buttons: ['timer'],
      templates: { game_over: null, success: null, leaderboard: null },
      lead_form: LEAD_FORM_OFF,
      participation: PARTICIPATION_UNLIMITED,
    },
    content,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as Game;
}

const quiz = () => {
  const base = STARTER_CONTENT.quiz as { questions: unknown[] };
  // Five questions, four drawn per play.
  const questions = Array.from({ length: 5 }, (_, i) => ({
    ...(base.questions[0] as object),
    id: `q${i + 1}`,
  }));
  return game('quiz', { ...STARTER_CONTENT.quiz, questions, pool_size: 4 });
};

describe('shares', () => {
  it('splits evenly, the remainder on the control', () => {
    expect(evenShares(2)).toEqual([50, 50]);
    expect(evenShares(3)).toEqual([34, 33, 33]);
    expect(evenShares(4)).toEqual([25, 25, 25, 25]);
    const values = withEvenShares([emptyVariant('A'), emptyVariant('B'), emptyVariant('C')]);
    expect(shareTotal(values)).toBe(100);
    expect(
      shareTotal([
        { ...emptyVariant('A'), share: '' },
        { ...emptyVariant('B'), share: '40' },
      ]),
    ).toBe(40);
  });
});

describe('overrides', () => {
  it('change nothing when every field is blank', () => {
    expect(buildOverrides(emptyVariant('B'), quiz())).toEqual({});
  });

  it('carry only the fields filled, trimmed', () => {
    const overrides = buildOverrides(
      {
        ...emptyVariant('B'),
        difficulty: 'hard',
        ctaLabel: '  Book a table ',
        winText: 'Bravo!',
        instructions: 'Be quick',
      },
      quiz(),
    );
    expect(overrides).toEqual({
      difficulty: 'hard',
      settings: {
        instructions: 'Be quick',
        cta: { label: 'Book a table' },
        popup_texts: { win: 'Bravo!' },
      },
    });
  });

  it('keep the first N questions, the number drawn per play brought down to them', () => {
    const content = slicedContent(quiz(), '3') as {
      questions: { id: string }[];
      pool_size: number;
    };
    expect(content.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    expect(content.pool_size).toBe(3);
    // All of them, none, nonsense, or a type without questions: the game's own content.
    expect(slicedContent(quiz(), '5')).toBeNull();
    expect(slicedContent(quiz(), '')).toBeNull();
    expect(slicedContent(quiz(), '0')).toBeNull();
    expect(slicedContent(game('wordle'), '2')).toBeNull();
    expect(questionCount(quiz())).toBe(5);
    expect(questionCount(game('wordle'))).toBeNull();
  });

  it('turn the player form on with an email field when the game has none, or off', () => {
    const off = quiz();
    expect(leadFormChoices(off)).toEqual(['keep', 'on']);
    expect(leadFormOverride('on', off)).toMatchObject({
      mode: 'after',
      fields: [{ key: 'email', type: 'email', required: true }],
    });
    expect(leadFormOverride('off', off)).toBeNull();
    const on = quiz();
    on.settings.lead_form = {
      mode: 'before',
      fields: [{ key: 'email', type: 'email', label: 'Email', required: true }],
      consents: [],
    } as Game['settings']['lead_form'];
    expect(leadFormChoices(on)).toEqual(['keep', 'off']);
    expect(leadFormOverride('off', on)).toEqual({ mode: 'off', fields: [], consents: [] });
    expect(leadFormOverride('keep', on)).toBeNull();
  });
});

describe('the request', () => {
  it('passes the contract: A without overrides, B with its own', () => {
    const values = defaultExperimentValues('As it is', 'Short');
    values.name = 'Five or three';
    values.variants[1]!.questions = '3';
    values.minSample = '50';
    values.endsOn = '2026-12-31';
    const request = toExperimentRequest(values, quiz());
    const parsed = CreateExperimentRequest.safeParse(request);
    expect(parsed.success).toBe(true);
    expect(request.variants[0]).toEqual({ name: 'As it is', share: 50, overrides: {} });
    expect(
      (request.variants[1]!.overrides!.content as { questions: unknown[] }).questions,
    ).toHaveLength(3);
    expect(request).toMatchObject({
      game: 'g1',
      goal: 'lead',
      min_sample: 50,
      ends_on: '2026-12-31',
    });
  });

  it('is refused by the contract when the shares do not add up to 100', () => {
    const values = defaultExperimentValues('A', 'B');
    values.name = 'Split';
    values.variants[1]!.share = '40';
    const parsed = CreateExperimentRequest.safeParse(toExperimentRequest(values, quiz()));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toContain('variants');
  });

  it('maps request paths to the form fields that show their errors', () => {
    expect(experimentFieldPath('variants.1.overrides.settings.cta.link')).toBe(
      'variants.1.ctaLink',
    );
    expect(experimentFieldPath('variants.0.share')).toBe('variants.0.share');
    expect(experimentFieldPath('variants.2.overrides.content.questions')).toBe(
      'variants.2.questions',
    );
    expect(experimentFieldPath('min_sample')).toBe('minSample');
    expect(experimentFieldPath('ends_on')).toBe('endsOn');
    expect(experimentFieldPath('name')).toBe('name');
  });
});

describe('placements', () => {
  it('leave blank UTM fields to the server', () => {
    expect(
      placementRequest('g1', {
        name: 'Counter QR',
        utm_source: ' ',
        utm_medium: 'print',
        utm_campaign: '',
      }),
    ).toEqual({ game: 'g1', name: 'Counter QR', utm_medium: 'print' });
  });

  it('name the QR file after the placement', () => {
    expect(qrFileName('Newsletter – Mai été', 'svg')).toBe('qr-newsletter-mai-ete.svg');
    expect(qrFileName('!!!', 'png')).toBe('qr-placement.png');
  });
});
