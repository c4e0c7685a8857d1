import { expect, test } from '@playwright/test';
import {
  createGame,
  fetchGame,
  gamesShot,
  playOnPlayerPage,
  preview,
  publish,
  gameScreensSuite,
} from './support/games-helpers';

/**
 * A personality test created through the console as a new business would (issue 37): add it,
 * write its own outcomes (with a link) and questions, give each answer its points, watch the live
 * preview, save and publish it, then take it on the player page.
 */

gameScreensSuite();

test('Personality Test: write the outcomes and questions, give answers points, preview, publish and take it', async ({
  page,
}) => {
  const id = await createGame(page, 'Personality Test', 'GT Which tea are you?');
  const live = preview(page);
  // The starter test is playable at once: its first question in the preview.
  await expect(live.getByText('Question 1 of 3')).toBeVisible();
  // The editor says the outcomes' order breaks ties, and the points line says there are none.
  await expect(page.getByText(/The order breaks ties/)).toBeVisible();
  await expect(page.getByText(/points a win/)).toHaveCount(0);

  // The business's own outcomes: two renamed, a third added with a link.
  const outcomes = page.getByTestId('personality-outcome');
  await expect(outcomes).toHaveCount(2);
  const titles = ['Green tea', 'Earl Grey', 'Chai'];
  const texts = ['Fresh and light.', 'A classic with a twist.', 'Warm and spicy.'];
  await page.getByRole('button', { name: 'Add outcome' }).click();
  await expect(outcomes).toHaveCount(3);
  for (const [i, title] of titles.entries()) {
    await outcomes.nth(i).getByLabel('Title', { exact: true }).fill(title);
    await outcomes.nth(i).getByLabel('Text', { exact: true }).fill(texts[i]!);
  }
  await outcomes.nth(2).getByLabel('Button text (optional)').fill('Order a chai');
  await outcomes.nth(2).getByLabel('Button link (optional)').fill('javascript:alert(1)');

  // Questions: the starter's three rewritten, a fourth added; answer points per outcome.
  const questions = page.getByTestId('personality-question');
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(questions).toHaveCount(4);
  const qs = ['Morning or evening?', 'Sweet or plain?', 'Hot or iced?', 'City or country?'];
  for (const [q, text] of qs.entries()) {
    await questions.nth(q).getByLabel('Question', { exact: true }).fill(text);
    for (let a = 0; a < 2; a++) {
      await questions.nth(q).getByTestId(`personality-answer-${q}-${a}`).fill(`Answer ${q}.${a}`);
      // Answer 0 counts for outcome q % 3, answer 1 for the chai (outcome 3).
      for (let o = 0; o < 3; o++) {
        const points = a === 0 ? (o === q % 3 ? '2' : '0') : o === 2 ? '1' : '0';
        await page.getByTestId(`personality-points-${q}-${a}-${o}`).fill(points);
      }
    }
  }

  // A link that is not http(s) is refused at its field.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(outcomes.nth(2).getByText('Use a full http:// or https:// address')).toBeVisible();
  await outcomes.nth(2).getByLabel('Button link (optional)').fill('https://tea.example.com/chai');
  await expect(outcomes.nth(2).getByText('Use a full http:// or https:// address')).toHaveCount(0);

  // The preview shows the new questions, one at a time, and ends on an outcome.
  await expect(live.getByText('Question 1 of 4')).toBeVisible();
  await expect(live.getByRole('heading', { name: 'Morning or evening?' })).toBeVisible();
  await gamesShot(page, 'editor-personality');

  await publish(page);
  const stored = await fetchGame(page.request, id);
  const content = stored.content as {
    questions: {
      text: string;
      answers: { text: string; points: { outcome_id: string; points: number }[] }[];
    }[];
    outcomes: { id: string; title: string; link_url: string | null; link_label: string | null }[];
  };
  expect(content.outcomes.map((o) => o.title)).toEqual(titles);
  expect(content.outcomes[2]).toMatchObject({
    link_label: 'Order a chai',
    link_url: 'https://tea.example.com/chai',
  });
  expect(content.questions.map((q) => q.text)).toEqual(qs);
  const chai = content.outcomes[2]!.id;
  expect(content.questions[3]!.answers[1]!.points).toEqual([{ outcome_id: chai, points: 1 }]);

  // Every second answer: 4 points for the chai, against at most 2 for the others.
  const board = await playOnPlayerPage(page, id);
  for (const [q] of qs.entries()) {
    await expect(board.getByText(`Question ${q + 1} of 4`)).toBeVisible();
    await board.getByRole('button', { name: `Answer ${q}.1` }).click();
  }
  const card = board.getByRole('region', { name: 'Chai' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link', { name: /Order a chai/ })).toHaveAttribute(
    'href',
    'https://tea.example.com/chai',
  );
});
