/**
 * The demo games' content: Demo Coffee Co. gets one published game of every type with real
 * content and a draft; Other Bakery gets one published game (so isolation is visible with demo
 * data too). Data only (demo-games.ts inserts them), so the tests and the browser tests read the
 * same list: a new game adds its demo here and nowhere else.
 */
import type { CreateGameRequest } from '@playdesk/contract';

const instructions = (text: string) => `<p>${text}</p>`;
const cta = { icon: '☕', label: 'Order online', link: 'https://example.com/order' };

export const COFFEE_GAMES: CreateGameRequest[] = [
  {
    type: 'wordle',
    name: 'Coffee Wordle',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Guess the coffee word in 6 tries. Green: right spot, yellow: wrong spot.',
      ),
      cta,
    },
    content: {
      words: [
        'roast',
        'beans',
        'crema',
        'latte',
        'mocha',
        'brews',
        'grind',
        'aroma',
        'steam',
        'sugar',
      ],
      // "crema" is not in the dictionary; the other two are café words players may try too.
      allowed_guesses: ['crema', 'lungo', 'caffe'],
    },
  },
  {
    type: 'wordle',
    name: 'Le mot du café',
    status: 'published',
    difficulty: 'easy',
    default_language: 'fr',
    settings: {
      instructions: instructions(
        'Trouvez le mot du café en 6 essais. Vert : bien placé, jaune : mal placé. Les accents sont facultatifs.',
      ),
      popup_texts: {
        win: 'Bravo, vous avez trouvé !',
        fail: 'Dommage ! Retentez votre chance demain.',
      },
      cta: { icon: '☕', label: 'Commander en ligne', link: 'https://example.com/order' },
    },
    // French words, checked against the French dictionary; accents are typed or not (école = ecole).
    content: {
      words: ['arôme', 'crème', 'tasse', 'sucre', 'grain', 'cacao', 'moulu', 'fèves'],
    },
  },
  {
    type: 'quiz',
    name: 'Coffee Lovers Quiz',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Answer 9 questions about coffee in 60 seconds.'), cta },
    content: {
      questions: [
        {
          text: 'Which country produces the most coffee?',
          options: ['Brazil', 'Colombia', 'Vietnam', 'Ethiopia'],
          correct: 0,
        },
        {
          text: 'What is an espresso with a dash of foamed milk called?',
          options: ['Latte', 'Macchiato', 'Americano'],
          correct: 1,
        },
        {
          text: 'Which coffee species is most widely grown?',
          options: ['Robusta', 'Liberica', 'Arabica'],
          correct: 2,
        },
        {
          text: 'Where does coffee originally come from?',
          options: ['Ethiopia', 'Italy', 'Brazil', 'India'],
          correct: 0,
        },
        {
          text: 'What gives a latte its silky texture?',
          options: ['Cream', 'Steamed milk', 'Butter'],
          correct: 1,
        },
        {
          text: 'An Americano is espresso plus…',
          options: ['Hot water', 'Milk', 'Chocolate', 'Ice cream'],
          correct: 0,
        },
        {
          text: 'What is the golden foam on top of an espresso called?',
          options: ['Froth', 'Crema', 'Bloom'],
          correct: 1,
        },
        {
          text: 'Which drink mixes espresso, chocolate and milk?',
          options: ['Cortado', 'Flat white', 'Mocha'],
          correct: 2,
        },
        {
          text: 'Cold brew is steeped for about…',
          options: ['2 minutes', '12–24 hours', '1 week'],
          correct: 1,
        },
      ],
    },
    default_language: 'en',
    // One game, three languages, one set of results (docs/product-rules.md#languages).
    translations: {
      fr: {
        name: 'Le quiz des amateurs de café',
        instructions: instructions('Répondez à 9 questions sur le café en 60 secondes.'),
        cta: { label: 'Commander en ligne' },
        content: {
          'questions.0.text': 'Quel pays produit le plus de café ?',
          'questions.0.options.0': 'Brésil',
          'questions.0.options.1': 'Colombie',
          'questions.0.options.2': 'Viêt Nam',
          'questions.0.options.3': 'Éthiopie',
          'questions.1.text': 'Comment appelle-t-on un espresso avec un nuage de lait moussé ?',
          'questions.1.options.0': 'Latte',
          'questions.1.options.1': 'Macchiato',
          'questions.1.options.2': 'Americano',
          'questions.2.text': 'Quelle espèce de café est la plus cultivée ?',
          'questions.2.options.0': 'Robusta',
          'questions.2.options.1': 'Liberica',
          'questions.2.options.2': 'Arabica',
          'questions.3.text': 'D’où vient le café à l’origine ?',
          'questions.3.options.0': 'Éthiopie',
          'questions.3.options.1': 'Italie',
          'questions.3.options.2': 'Brésil',
          'questions.3.options.3': 'Inde',
          'questions.4.text': 'Qu’est-ce qui donne au latte sa texture soyeuse ?',
          'questions.4.options.0': 'La crème',
          'questions.4.options.1': 'Le lait chauffé à la vapeur',
          'questions.4.options.2': 'Le beurre',
          'questions.5.text': 'Un americano, c’est un espresso et…',
          'questions.5.options.0': 'De l’eau chaude',
          'questions.5.options.1': 'Du lait',
          'questions.5.options.2': 'Du chocolat',
          'questions.5.options.3': 'De la glace',
          'questions.6.text': 'Comment s’appelle la mousse dorée sur un espresso ?',
          'questions.6.options.0': 'La mousse',
          'questions.6.options.1': 'La crema',
          'questions.6.options.2': 'L’éclosion',
          'questions.7.text': 'Quelle boisson mélange espresso, chocolat et lait ?',
          'questions.7.options.0': 'Cortado',
          'questions.7.options.1': 'Flat white',
          'questions.7.options.2': 'Moka',
          'questions.8.text': 'Le cold brew infuse pendant environ…',
          'questions.8.options.0': '2 minutes',
          'questions.8.options.1': '12 à 24 heures',
          'questions.8.options.2': '1 semaine',
        },
      },
      de: {
        name: 'Das Quiz für Kaffeeliebhaber',
        instructions: instructions('Beantworte 9 Fragen rund um Kaffee in 60 Sekunden.'),
        cta: { label: 'Online bestellen' },
        content: {
          'questions.0.text': 'Welches Land produziert den meisten Kaffee?',
          'questions.0.options.0': 'Brasilien',
          'questions.0.options.1': 'Kolumbien',
          'questions.0.options.2': 'Vietnam',
          'questions.0.options.3': 'Äthiopien',
          'questions.1.text': 'Wie heißt ein Espresso mit einem Schuss Milchschaum?',
          'questions.1.options.0': 'Latte',
          'questions.1.options.1': 'Macchiato',
          'questions.1.options.2': 'Americano',
          'questions.2.text': 'Welche Kaffeeart wird am häufigsten angebaut?',
          'questions.2.options.0': 'Robusta',
          'questions.2.options.1': 'Liberica',
          'questions.2.options.2': 'Arabica',
          'questions.3.text': 'Woher stammt der Kaffee ursprünglich?',
          'questions.3.options.0': 'Äthiopien',
          'questions.3.options.1': 'Italien',
          'questions.3.options.2': 'Brasilien',
          'questions.3.options.3': 'Indien',
          'questions.4.text': 'Was macht einen Latte so samtig?',
          'questions.4.options.0': 'Sahne',
          'questions.4.options.1': 'Aufgeschäumte Milch',
          'questions.4.options.2': 'Butter',
          'questions.5.text': 'Ein Americano ist Espresso plus…',
          'questions.5.options.0': 'Heißes Wasser',
          'questions.5.options.1': 'Milch',
          'questions.5.options.2': 'Schokolade',
          'questions.5.options.3': 'Eiscreme',
          'questions.6.text': 'Wie heißt der goldene Schaum auf einem Espresso?',
          'questions.6.options.0': 'Schaum',
          'questions.6.options.1': 'Crema',
          'questions.6.options.2': 'Blüte',
          'questions.7.text': 'Welches Getränk mischt Espresso, Schokolade und Milch?',
          'questions.7.options.0': 'Cortado',
          'questions.7.options.1': 'Flat White',
          'questions.7.options.2': 'Mokka',
          'questions.8.text': 'Cold Brew zieht ungefähr…',
          'questions.8.options.0': '2 Minuten',
          'questions.8.options.1': '12–24 Stunden',
          'questions.8.options.2': '1 Woche',
        },
      },
    },
  },
  {
    type: 'scratch',
    name: 'Scratch & Win a Coffee',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Scratch the card to see what you won.'), cta },
    // Its prizes are rewards drawn by odds and winning moments (seed/demo-reward-rules.ts).
    content: { prizes: [], no_luck_text: 'No luck this time — try again tomorrow!' },
  },
  {
    type: 'wheel',
    name: 'Coffee Wheel',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Spin the wheel: a coffee on us could be yours!'), cta },
    // Its rewards are the demo rewards, named here by their key (`demo:…`) and given by odds
    // once they exist (seed/demo-reward-rules.ts).
    content: {
      segments: [
        { label: 'Free coffee', kind: 'reward', reward_id: 'demo:freeCoffee' },
        { label: 'No prize', kind: 'no_prize' },
        { label: '10 % off', kind: 'reward', reward_id: 'demo:tenPercentOff' },
        { label: 'Try again', kind: 'try_again' },
        { label: 'Free coffee', kind: 'reward', reward_id: 'demo:freeCoffee' },
        { label: 'No prize', kind: 'no_prize' },
        { label: '10 % off', kind: 'reward', reward_id: 'demo:tenPercentOff' },
        { label: 'Try again', kind: 'try_again' },
      ],
      palette: 'coffee',
      center_image: '/play/demo/latte-art.svg',
    },
  },
  {
    type: 'puzzle',
    name: 'Latte Art Puzzle',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions('Slide the tiles back into place to rebuild the picture.'),
      cta,
    },
    content: { image: '/play/demo/latte-art.svg' },
  },
  {
    type: 'emojiq',
    name: 'Guess the Drink',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Each row of emojis hides a drink or a café word. Guess it letter by letter.',
      ),
      cta,
    },
    content: {
      phrases: [
        { emojis: '🧊☕', answer: 'Iced coffee' },
        { emojis: '🍫☕🥛', answer: 'Mocha', hint: 'Chocolate meets espresso' },
        { emojis: '🍵🥛', answer: 'Matcha latte' },
        { emojis: '🥐🧈', answer: 'Croissant' },
        { emojis: '🎃🌶️☕', answer: 'Pumpkin spice', hint: 'An autumn favourite' },
        { emojis: '🌙☕', answer: 'Night owl' },
        { emojis: '🇮🇹☕', answer: 'Espresso' },
      ],
    },
  },
  {
    type: 'wordhunt',
    name: 'Café Word Hunt',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Find every café word hidden in the grid. Drag across the letters.',
      ),
      cta,
    },
    content: {
      words: ['COFFEE', 'LATTE', 'MOCHA', 'BEANS', 'ROAST', 'CREMA', 'SUGAR', 'MUG', 'STEAM'],
    },
  },
  {
    type: 'memory',
    name: 'Coffee Memory',
    status: 'published',
    difficulty: 'easy',
    settings: {
      instructions: instructions(
        'Turn over two cards at a time and find every pair of our café favourites.',
      ),
      cta,
    },
    // The pictures ship with the player app; each play deals 6 of the 8 pairs (easy).
    content: {
      pairs: [
        { text: 'Espresso', image: '/play/demo/memory-espresso.svg' },
        { text: 'Croissant', image: '/play/demo/memory-croissant.svg' },
        { text: 'Coffee beans', image: '/play/demo/memory-beans.svg' },
        { text: 'Latte', image: '/play/demo/memory-latte.svg' },
        { text: 'Muffin', image: '/play/demo/memory-muffin.svg' },
        { text: 'Iced coffee', image: '/play/demo/memory-iced.svg' },
        { text: 'Cookie', image: '/play/demo/memory-cookie.svg' },
        { text: 'Moka pot', image: '/play/demo/memory-moka.svg' },
      ],
    },
    translations: {
      fr: {
        name: 'Le memory du café',
        instructions: instructions(
          'Retournez deux cartes à la fois et retrouvez chaque paire de nos classiques du café.',
        ),
        cta: { label: 'Commander en ligne' },
        content: {
          'pairs.0.text': 'Espresso',
          'pairs.1.text': 'Croissant',
          'pairs.2.text': 'Grains de café',
          'pairs.3.text': 'Latte',
          'pairs.4.text': 'Muffin',
          'pairs.5.text': 'Café glacé',
          'pairs.6.text': 'Cookie',
          'pairs.7.text': 'Cafetière italienne',
        },
      },
    },
  },
  {
    type: 'personality',
    name: 'Which coffee are you?',
    status: 'published',
    difficulty: 'normal',
    settings: {
      instructions: instructions('Answer four questions and find the coffee that fits you.'),
      cta,
    },
    // The outcomes' order is the tie-break order; the pictures ship with the player app.
    content: {
      questions: [
        {
          text: 'How do you start your morning?',
          answers: [
            { text: 'Fast, straight to work', points: [{ outcome_id: 'espresso', points: 2 }] },
            { text: 'Slowly, with a good book', points: [{ outcome_id: 'flat-white', points: 2 }] },
            { text: 'With a run in the sun', points: [{ outcome_id: 'cold-brew', points: 2 }] },
            { text: 'With something sweet', points: [{ outcome_id: 'mocha', points: 2 }] },
          ],
        },
        {
          text: 'Pick a dessert',
          answers: [
            {
              text: 'Dark chocolate',
              points: [
                { outcome_id: 'espresso', points: 1 },
                { outcome_id: 'mocha', points: 1 },
              ],
            },
            { text: 'A warm croissant', points: [{ outcome_id: 'flat-white', points: 1 }] },
            { text: 'Ice cream', points: [{ outcome_id: 'cold-brew', points: 1 }] },
            { text: 'A big cookie', points: [{ outcome_id: 'mocha', points: 1 }] },
          ],
        },
        {
          text: 'Your ideal weekend?',
          answers: [
            { text: 'A city trip', points: [{ outcome_id: 'espresso', points: 1 }] },
            { text: 'Brunch with friends', points: [{ outcome_id: 'flat-white', points: 1 }] },
            { text: 'A day at the beach', points: [{ outcome_id: 'cold-brew', points: 1 }] },
            { text: 'A film under a blanket', points: [{ outcome_id: 'mocha', points: 1 }] },
          ],
        },
        {
          text: 'Which word fits you best?',
          answers: [
            { text: 'Bold', points: [{ outcome_id: 'espresso', points: 2 }] },
            { text: 'Balanced', points: [{ outcome_id: 'flat-white', points: 2 }] },
            { text: 'Cool', points: [{ outcome_id: 'cold-brew', points: 2 }] },
            { text: 'Cosy', points: [{ outcome_id: 'mocha', points: 2 }] },
          ],
        },
      ],
      outcomes: [
        {
          id: 'flat-white',
          title: 'The flat white',
          text: 'Smooth and balanced: you take the time to enjoy things, and people love your company.',
          image: '/play/demo/memory-latte.svg',
          link_label: 'Order a flat white',
          link_url: 'https://example.com/order/flat-white',
        },
        {
          id: 'espresso',
          title: 'The espresso',
          text: 'Short, strong and straight to the point: you know what you want.',
          image: '/play/demo/memory-espresso.svg',
          link_label: 'Order an espresso',
          link_url: 'https://example.com/order/espresso',
        },
        {
          id: 'cold-brew',
          title: 'The cold brew',
          text: 'Cool and full of energy: you are always up for something new.',
          image: '/play/demo/memory-iced.svg',
          link_label: 'Order a cold brew',
          link_url: 'https://example.com/order/cold-brew',
        },
        {
          id: 'mocha',
          title: 'The mocha',
          text: 'Sweet and comforting: you make every day a little cosier.',
          image: '/play/demo/memory-moka.svg',
          link_label: 'Order a mocha',
          link_url: 'https://example.com/order/mocha',
        },
      ],
    },
    translations: {
      fr: {
        name: 'Quel café êtes-vous ?',
        instructions: instructions(
          'Répondez à quatre questions et découvrez le café qui vous ressemble.',
        ),
        cta: { label: 'Commander en ligne' },
        content: {
          'questions.0.text': 'Comment commencez-vous la journée ?',
          'questions.0.answers.0.text': 'Vite, direction le travail',
          'questions.0.answers.1.text': 'Doucement, avec un bon livre',
          'questions.0.answers.2.text': 'Par un footing au soleil',
          'questions.0.answers.3.text': 'Avec une douceur',
          'questions.1.text': 'Choisissez un dessert',
          'questions.1.answers.0.text': 'Du chocolat noir',
          'questions.1.answers.1.text': 'Un croissant tout chaud',
          'questions.1.answers.2.text': 'Une glace',
          'questions.1.answers.3.text': 'Un gros cookie',
          'questions.2.text': 'Votre week-end idéal ?',
          'questions.2.answers.0.text': 'Un city trip',
          'questions.2.answers.1.text': 'Un brunch entre amis',
          'questions.2.answers.2.text': 'Une journée à la plage',
          'questions.2.answers.3.text': 'Un film sous un plaid',
          'questions.3.text': 'Quel mot vous ressemble le plus ?',
          'questions.3.answers.0.text': 'Audacieux',
          'questions.3.answers.1.text': 'Équilibré',
          'questions.3.answers.2.text': 'Décontracté',
          'questions.3.answers.3.text': 'Douillet',
          'outcomes.0.title': 'Le flat white',
          'outcomes.0.text':
            'Doux et équilibré : vous prenez le temps d’apprécier les choses, et on aime votre compagnie.',
          'outcomes.0.link_label': 'Commander un flat white',
          'outcomes.1.title': 'L’espresso',
          'outcomes.1.text': 'Court, intense et direct : vous savez ce que vous voulez.',
          'outcomes.1.link_label': 'Commander un espresso',
          'outcomes.2.title': 'Le cold brew',
          'outcomes.2.text': 'Frais et plein d’énergie : toujours partant pour la nouveauté.',
          'outcomes.2.link_label': 'Commander un cold brew',
          'outcomes.3.title': 'Le moka',
          'outcomes.3.text': 'Doux et réconfortant : vous rendez chaque journée plus douillette.',
          'outcomes.3.link_label': 'Commander un moka',
        },
      },
    },
  },
  {
    type: 'quiz',
    name: 'Holiday Menu Quiz',
    status: 'draft',
    difficulty: 'easy',
    settings: { instructions: instructions('Coming for the holidays.') },
    content: {
      questions: [
        { text: 'Which spice tops our winter latte?', options: ['Cinnamon', 'Pepper'], correct: 0 },
      ],
    },
  },
];

export const BAKERY_GAMES: CreateGameRequest[] = [
  {
    type: 'wordle',
    name: 'Bakery Wordle',
    status: 'published',
    difficulty: 'normal',
    settings: { instructions: instructions('Guess the bakery word.') },
    content: { words: ['bread', 'flour', 'crust', 'dough'] },
  },
];
