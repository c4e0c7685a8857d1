import {
  ErrorBody,
  GAME_STEPS_SAMPLE,
  GameStepsQuery,
  GameStepsResponse,
  IdParams,
} from '@playdesk/contract';
import { scopeOf } from '../../http/auth.js';
import type { App, RouteDeps } from '../../http/types.js';
import { FINISH_BAR_EDGES } from './play-days.js';
import { createStepsService } from './steps.js';

/** Where players give up: `GET stats/games/{id}/steps` (steps.ts). */
export function stepsRoutes(app: App, { db }: RouteDeps): void {
  const service = createStepsService(db);
  app.get(
    '/stats/games/:id/steps',
    {
      config: { access: 'account', module: 'games' },
      schema: {
        tags: ['stats'],
        operationId: 'getGameSteps',
        summary: 'Where players of a game give up, over a period (UTC days)',
        description:
          'For the plays of one game started from `from` to `to` (UTC days, at most a year): `plays` started, ' +
          '`finished` (got to the end by playing: every question answered, the word found or every guess used, ' +
          'the board or card done, or Solve pressed), and per step of the game — a quiz question or EmojiQ ' +
          'phrase (`step_kind` `question`, in the content’s order, labelled with its text in the game’s ' +
          'default language), a Wordle guess (`guess`, `n` = 1–6), or a share of the board done for Puzzle, ' +
          'Word hunt and ScratchMe (`progress`, `n` = 0, 25, 50, 75, 100 %: that share or more) — how many ' +
          'plays `reached` it, how many were `abandoned` on it (left, out of time, or still running past ' +
          'their expiry), the `answers` chosen for a question with options, and the `median_seconds` spent ' +
          'on it by the plays that got past it (quiz questions and EmojiQ phrases played since times were ' +
          'recorded; null otherwise). The steps are counted from the latest ' +
          `${GAME_STEPS_SAMPLE.toLocaleString('en')} plays of the period whose state can be read (` +
          '`sampled`); the other figures from every play. Questions removed from the game since are left ' +
          'out. `time_to_finish` counts the finished plays by duration in bars of ' +
          `0–${FINISH_BAR_EDGES.join(', ')} seconds and more (the last bar’s \`to\` is null). ` +
          '`form_fields` lists the lead form’s fields in order with how many players left the form ' +
          'unsent at each (the last field they focused, as the player app reports it). Read-only API keys ' +
          'may call it.',
        params: IdParams,
        querystring: GameStepsQuery,
        response: {
          200: GameStepsResponse,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) =>
      service.steps(
        scopeOf(request).account.id,
        request.params.id,
        request.query.from,
        request.query.to,
      ),
  );
}
