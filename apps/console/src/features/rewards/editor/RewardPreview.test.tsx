import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { RewardPreview, type PreviewReward } from './RewardPreview';
import { loadSections } from '../../../i18n/i18n';

beforeAll(() => loadSections('rewards'));

const reward: PreviewReward = {
  name: 'Free bagel',
  description: '',
  image: null,
  value: '',
  terms: '',
  how_to_redeem: '',
  expiry: { type: 'none' },
  kind: 'shared_code',
  shared_value: 'BAGEL',
};

describe("the reward editor's preview", () => {
  it('shows no made-up score, and names the games whose pop-up shows the reward', () => {
    const html = renderToStaticMarkup(
      <RewardPreview
        reward={reward}
        games={[
          { public_id: 'g1', name: 'Bagel Quiz' },
          { public_id: 'g2', name: 'Bagel Wordle' },
        ]}
      />,
    );
    expect(html).not.toMatch(/\d+ points?/);
    expect(html).toContain('Shown in the win pop-up of “Bagel Quiz” and “Bagel Wordle”');
  });

  it('says where it shows for a reward no game gives yet', () => {
    const html = renderToStaticMarkup(<RewardPreview reward={reward} />);
    expect(html).not.toMatch(/\d+ points?/);
    expect(html).toContain('Shown in the win pop-up of each game that gives this reward');
  });
});
