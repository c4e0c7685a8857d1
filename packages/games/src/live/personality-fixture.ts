/**
 * The personality test the live show's tests play (the engine's unit tests, the API tests, the
 * browser test): three questions whose answers each lean to one outcome, so a test can say which
 * outcome a player's answers give. Answer 0 counts for the latte, 1 for the mocha, 2 for the tea
 * (2 points), 3 for both the latte and the tea. Tests only.
 */
export const LIVE_PERSONALITY_TEST = {
  questions: ['Your morning?', 'Your weekend?', 'Your music?'].map((text) => ({
    text,
    answers: [
      { text: 'Calm', points: [{ outcome_id: 'latte', points: 1 }] },
      { text: 'Busy', points: [{ outcome_id: 'mocha', points: 1 }] },
      { text: 'Slow', points: [{ outcome_id: 'tea', points: 2 }] },
      {
        text: 'Both',
        points: [
          { outcome_id: 'latte', points: 1 },
          { outcome_id: 'tea', points: 1 },
        ],
      },
    ],
  })),
  outcomes: [
    {
      id: 'latte',
      title: 'Latte lover',
      text: 'Smooth and steady: you take the day as it comes.',
      link_label: 'Order a latte',
      link_url: 'https://cafe.example.com/latte',
    },
    { id: 'mocha', title: 'Mocha mind', text: 'Sweet and busy.' },
    { id: 'tea', title: 'Tea soul', text: 'Slow and quiet: you savour every minute.' },
  ],
};
