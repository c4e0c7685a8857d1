import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LEAD_FORM_OFF, PARTICIPATION_UNLIMITED, type Game } from '@playdesk/contract';
import { GAME_TYPES, type GameType } from '@playdesk/games/registry';
import { describe, expect, it } from 'vitest';
import {
  contentFieldPath,
  contentToForm,
  formToContent,
  type QuizForm,
  type ScratchForm,
  type WordsForm,
} from './content-forms';
import {
  errorsUnder,
  gameFormResolver,
  gameToForm,
  normalizeInstructions,
  serverErrorsToFields,
  validateGameForm,
  type GameFormValues,
} from './game-form';
import * as EDITORS from './editors';
import { STARTER_CONTENT } from './starter-content';

function game(type: GameType, content: Record<string, unknown> = STARTER_CONTENT[type]): Game {
  return {
    public_id: 'g1',
    type,
    name: 'My game',
    status: 'draft',
    difficulty: 'normal',
    settings: {
      background_image: null,
      game_image: `/media/${'a'.repeat(32)}.png`,
      popup_texts: { win: 'Congratulations.', fail: 'Game over' },
      cta: { icon: null, label: '', link: null },
      instructions: '<p>Play</p>',
      footer_buttons: ['timer', 'share'],
      templates: { game_over: null, success: 'tpl1', leaderboard: null },
      lead_form: LEAD_FORM_OFF,
      participation: PARTICIPATION_UNLIMITED,
    },
    content,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  } as Game;
}

describe("the games' editor folders (editors/<type>/)", () => {
  const folders = readdirSync(join(__dirname, 'editors'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('one per game of the registry, each listed in editors/index.ts', () => {
    expect(folders).toEqual([...GAME_TYPES].sort());
    expect(Object.keys(EDITORS).sort()).toEqual(folders);
  });

  it.each(folders)('%s: holds its Editor.tsx, form.ts, difficulty.ts and index.ts', (type) => {
    for (const file of ['Editor.tsx', 'form.ts', 'difficulty.ts', 'index.ts']) {
      expect(existsSync(join(__dirname, 'editors', type, file)), file).toBe(true);
    }
  });
});

describe('form ⇄ game', () => {
  it.each(GAME_TYPES)('%s: starter content survives the round trip and validates', (type) => {
    const values = gameToForm(game(type));
    const result = validateGameForm(type, values);
    expect(result.errors).toEqual({});
    expect(result.request?.settings.templates).toEqual({
      game_over: null,
      success: 'tpl1',
      leaderboard: null,
    });
    expect(result.content).not.toBeNull();
  });

  it('keeps question ids and turns options into fields', () => {
    const form = contentToForm('quiz', {
      questions: [{ id: 'q7', text: 'A?', options: ['x', 'y'], correct: 1 }],
      pass_percent: 50,
    }) as QuizForm;
    expect(form.questions[0]).toEqual({
      qid: 'q7',
      text: 'A?',
      image: null,
      options: [{ value: 'x' }, { value: 'y' }],
      correct: 1,
    });
    expect(formToContent('quiz', form)).toEqual({
      questions: [{ id: 'q7', text: 'A?', image: null, options: ['x', 'y'], correct: 1 }],
      pass_percent: 50,
      reveal_answers: false,
      pool_size: null,
    });
  });

  it('keeps the replay settings of quizzes and EmojiQ, and Wordle’s allowed guesses', () => {
    const quiz = contentToForm('quiz', {
      questions: [{ text: 'A?', options: ['x', 'y'], correct: 1 }],
      reveal_answers: true,
      pool_size: 1,
    });
    expect(quiz).toMatchObject({ reveal_answers: true, pool_size: 1 });
    expect(formToContent('quiz', quiz)).toMatchObject({ reveal_answers: true, pool_size: 1 });
    const emojiq = contentToForm('emojiq', { phrases: [{ emojis: '🎲', answer: 'Dice' }] });
    expect(emojiq).toMatchObject({ reveal_answers: false, pool_size: null });
    const wordle = contentToForm('wordle', { words: ['crema'], allowed_guesses: ['crema'] });
    expect(formToContent('wordle', wordle)).toEqual({
      words: ['crema'],
      allowed_guesses: ['crema'],
    });
  });

  it('shows a pool larger than the list at its field', () => {
    const values = gameToForm(game('quiz'));
    (values.content as QuizForm).pool_size = 4;
    expect(validateGameForm('quiz', values).errors['content.pool_size']).toBe(
      'You have 3 questions: a play cannot draw 4. Add questions or lower the number per play',
    );
  });

  it('sends empty CTA fields and templates as null and drops empty instructions', () => {
    const values = gameToForm(game('wordle'));
    values.settings.instructions = '<p><br></p>';
    values.settings.cta = { icon: ' ', label: '', link: '' };
    const { request } = validateGameForm('wordle', values);
    expect(request?.settings.cta).toEqual({ icon: null, label: '', link: null });
    expect(request?.settings.instructions).toBe('');
  });

  it('keeps instructions with text', () => {
    expect(normalizeInstructions('<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(normalizeInstructions('<h2><br></h2><p> </p>')).toBe('');
  });
});

describe('field-level errors', () => {
  it('maps engine paths to form fields', () => {
    expect(contentFieldPath('quiz', ['questions', 0, 'options', 2])).toBe(
      'content.questions.0.options.2.value',
    );
    expect(contentFieldPath('quiz', ['questions', 1, 'correct'])).toBe(
      'content.questions.1.correct',
    );
    expect(contentFieldPath('quiz', ['questions', 1, 'id'])).toBe('content.questions.1.text');
    expect(contentFieldPath('quiz', ['questions'])).toBe('content.questions');
    expect(contentFieldPath('wordle', ['words', 3])).toBe('content.words.3');
    expect(contentFieldPath('scratch', ['prizes', 0, 'id'])).toBe('content.prizes.0.label');
    expect(contentFieldPath('puzzle', ['image'])).toBe('content.image');
  });

  it('maps the server’s errors and keeps what names no field', () => {
    const split = serverErrorsToFields('quiz', {
      message: 'The game content is not valid.',
      errors: [
        'content.questions.0.options: Give at least 2 options',
        'content.questions.0.options.1: Enter the option',
        'content.questions.2.correct: Choose the correct option among the options',
        'settings.cta.link: Use a full http(s):// address',
        'name: Name is required',
        'Something else went wrong',
      ],
    });
    expect(split.fields).toEqual({
      'content.questions.0.options': 'Give at least 2 options',
      'content.questions.0.options.1.value': 'Enter the option',
      'content.questions.2.correct': 'Choose the correct option among the options',
      'settings.cta.link': 'Use a full http(s):// address',
      name: 'Name is required',
    });
    expect(split.other).toEqual(['Something else went wrong']);
    expect(serverErrorsToFields('quiz', { message: 'Game not found.' })).toEqual({
      fields: {},
      other: [],
    });
  });

  it('puts an image address the server refuses on its image field, in the server’s words', () => {
    const insecure = 'Use a secure https:// address for images (http:// is not accepted)';
    const invalid = 'Use an https:// image address or upload an image';
    expect(
      serverErrorsToFields('quiz', {
        message: 'The request is not valid.',
        errors: [`settings.game_image: ${insecure}`, `content.questions.1.image: ${invalid}`],
      }).fields,
    ).toEqual({ 'settings.game_image': insecure, 'content.questions.1.image': invalid });

    const values = gameToForm(game('quiz')) as GameFormValues<QuizForm>;
    values.settings.background_image = 'javascript:alert(1)';
    values.settings.game_image = 'http://example.com/logo.png';
    const errors = validateGameForm('quiz', values).errors;
    expect(errors['settings.background_image']).toBe(invalid);
    expect(errors['settings.game_image']).toBe(insecure);
  });

  it('validates quiz content on the client with the engine schema', () => {
    const values = gameToForm(game('quiz')) as GameFormValues<QuizForm>;
    values.name = ' ';
    values.content.questions[0]!.options = [{ value: 'Same' }, { value: 'same' }];
    values.content.questions[1]!.correct = 5;
    values.content.questions[2]!.text = '';
    const { errors, request } = validateGameForm('quiz', values);
    expect(request).toBeNull();
    expect(errors).toMatchObject({
      name: 'Name is required',
      'content.questions.0.options.1.value': expect.stringContaining('same as option 1'),
      'content.questions.1.correct': 'Choose the correct option among the options',
      'content.questions.2.text': 'Enter the question',
    });
  });

  it('validates word lists, prizes, the puzzle picture and settings', () => {
    const wordle = gameToForm(game('wordle')) as GameFormValues<WordsForm>;
    wordle.content.words = ['happy', 'ab', 'smiles'];
    expect(Object.keys(validateGameForm('wordle', wordle).errors)).toEqual(['content.words.1']);
    wordle.content.words = ['happy', 'smiles'];
    expect(validateGameForm('wordle', wordle).errors['content.words.1']).toContain(
      'same number of letters',
    );

    const scratch = gameToForm(game('scratch')) as GameFormValues<ScratchForm>;
    scratch.content.prizes = [
      { pid: null, label: 'A', odds: 70 },
      { pid: null, label: '', odds: 40 },
    ];
    scratch.settings.cta.link = 'example.com';
    const errors = validateGameForm('scratch', scratch).errors;
    expect(errors['content.prizes.1.label']).toBe('Enter the prize');
    expect(errors['content.prizes']).toContain('add up to 110');
    expect(errors['settings.cta.link']).toBe('Use a full http(s):// address');

    const puzzle = gameToForm(game('puzzle'));
    puzzle.content = { image: null };
    expect(validateGameForm('puzzle', puzzle).errors).toEqual({
      'content.image': 'Add a picture for the puzzle',
    });
  });

  it('selects the errors under a field', () => {
    expect(
      errorsUnder({ 'content.words.1': 'a', 'content.wordsx': 'b', name: 'c' }, 'content.words'),
    ).toEqual({
      'content.words.1': 'a',
    });
  });
});

describe('gameFormResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('hands the request to handleSubmit when the form is valid', async () => {
    const values = gameToForm(game('wordle'));
    const result = await gameFormResolver('wordle')(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'My game',
      content: { words: (values.content as WordsForm).words },
    });
  });

  it('puts each issue on the form field that shows it', async () => {
    const values = gameToForm(game('quiz')) as GameFormValues<QuizForm>;
    values.name = ' ';
    values.content.questions[0]!.options[1]!.value = '';
    const { errors } = await gameFormResolver('quiz')(values, undefined, options);
    const nested = errors as unknown as {
      name: { message: string };
      content: { questions: { options: { value: { message: string } }[] }[] };
    };
    expect(nested.name.message).toBe('Name is required');
    expect(nested.content.questions[0]!.options[1]!.value.message).toBe('Enter the option');
  });
});
