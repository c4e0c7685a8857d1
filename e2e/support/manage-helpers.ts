/**
 * Helpers for the console's management screens (templates, calendar, notification bar,
 * dashboard): plays started through the player API, local dates, and screenshots in
 * e2e/artifacts/manage-*.png.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiGet } from './business';
import { consoleSettled, saveShot } from './shots';

export { API, apiGet };

/** Starts a play session as a new player (one gameplay, one new player). */
export async function startPlay(
  request: APIRequestContext,
  gamePublicId: string,
): Promise<{ session: { session_id: string; view: unknown }; player_token?: string }> {
  const response = await request.post(`${API}/play/games/${gamePublicId}/sessions`, { data: {} });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as {
    session: { session_id: string; view: unknown };
    player_token?: string;
  };
}

/** The seeded answers of "Coffee Lovers Quiz", by question text. */
export const QUIZ_ANSWERS: Record<string, string> = {
  'Which country produces the most coffee?': 'Brazil',
  'What is an espresso with a dash of foamed milk called?': 'Macchiato',
  'Which coffee species is most widely grown?': 'Arabica',
  'Where does coffee originally come from?': 'Ethiopia',
  'What gives a latte its silky texture?': 'Steamed milk',
  'An Americano is espresso plus…': 'Hot water',
  'What is the golden foam on top of an espresso called?': 'Crema',
  'Which drink mixes espresso, chocolate and milk?': 'Mocha',
  'Cold brew is steeped for about…': '12–24 hours',
};

interface QuizView {
  current: { id: string; text: string; options: string[] } | null;
  status: string;
}

/** Plays "Coffee Lovers Quiz" to a win through the player API (one play, one win). */
export async function winQuiz(request: APIRequestContext, quizPublicId: string): Promise<void> {
  const started = await startPlay(request, quizPublicId);
  const headers: Record<string, string> = started.player_token
    ? { 'x-player': started.player_token }
    : {};
  let view = started.session.view as QuizView;
  while (view.current) {
    const answer = QUIZ_ANSWERS[view.current.text];
    expect(answer, `answer to ${view.current.text}`).toBeTruthy();
    const response = await request.post(
      `${API}/play/sessions/${started.session.session_id}/actions`,
      {
        headers,
        data: {
          action: {
            type: 'answer',
            question_id: view.current.id,
            option: view.current.options.indexOf(answer!),
          },
        },
      },
    );
    expect(response.ok(), await response.text()).toBe(true);
    view = ((await response.json()) as { session: { view: QuizView } }).session.view;
  }
  expect(view.status).toBe('won');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's local date (the console's "today"); tests run the browser in the same zone. */
export function localDay(date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, n: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** Saves e2e/artifacts/manage-{name}.png once the page has settled. */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await consoleSettled(page);
  await saveShot(page, `manage-${name}`, fullPage);
}

/** No sideways scrolling (a phone layout that fits). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
