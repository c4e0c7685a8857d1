// The yardstick: a bare Fastify route answering a JSON body of similar size to a public game.
import Fastify from 'fastify';

const body = {
  game: {
    public_id: 'abcdefghijklmnop',
    type: 'wordle',
    name: 'Coffee Wordle',
    difficulty: 'easy',
    time_limit_seconds: 120,
    background_image: null,
    game_image: null,
    popup_texts: { win: 'Congratulations.', fail: 'Game over' },
    cta: { icon: '☕', label: 'Order online', link: 'https://example.com/order' },
    instructions: '<p>Guess the coffee word in 6 tries. Green: right spot, yellow: wrong spot.</p>',
    footer_buttons: ['timer', 'leaderboard', 'share', 'change_avatar', 'start', 'call_to_action'],
    account: { public_id: 'qrstuvwxyzabcdef', business_name: 'Demo Coffee Co.' },
  },
};

const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
console.log('ready');
