/**
 * The catalogue bench/i18n-libs.ts measures the i18n libraries with (ADR 009): 150 player-app
 * messages in the seven shipped languages, in one neutral shape that each library's format is
 * written from. 45 are the player app's own texts, in English and French; the other 105, and the
 * five other languages, are made of pseudo-words (a seeded generator, the same text every run) of
 * each language's typical length. They compress a little better than real sentences (2.8 times
 * against 2.2 in English) but are longer (64 characters against 43), so a message costs more than
 * a real one: 23 bytes gzip against 20 in English, 29 against 23 in French (measured on the 45).
 *
 * Shapes: 125 texts (30 of them with placeholders), 20 plurals, 5 selects — plural arguments are
 * named `count` and select arguments `reason` (i18next needs `count`; its select is a `context`).
 */

export const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

/** A text with `{name}` placeholders, a plural on `count` (`#` is the number), or a select. */
export type Form =
  | string
  | { plural: { one: string; other: string } }
  | { select: Record<string, string> & { other: string } };

export interface Message {
  key: string;
  /** Example values the benchmark formats the message with. */
  values: Record<string, string | number>;
  forms: Record<Locale, Form>;
}

/** The player app's own texts (apps/play), English and French. */
const REAL: { values?: Record<string, string | number>; en: Form; fr: Form }[] = [
  { en: 'Start', fr: 'Commencer' },
  { en: 'Play again', fr: 'Rejouer' },
  { en: 'How to play', fr: 'Comment jouer' },
  { en: 'Pick a game', fr: 'Choisissez un jeu' },
  { en: 'A prize to win', fr: 'Un lot à gagner' },
  { en: 'Add to Home Screen', fr: 'Ajouter à l’écran d’accueil' },
  { en: 'One moment, please.', fr: 'Un instant, s’il vous plaît.' },
  { en: 'Opening…', fr: 'Ouverture…' },
  { en: 'Hurry!', fr: 'Vite !' },
  { en: 'No rewards right now', fr: 'Aucune récompense pour le moment' },
  {
    en: 'Check your inbox to confirm your email.',
    fr: 'Consultez votre boîte de réception pour confirmer votre adresse e-mail.',
  },
  {
    en: 'Ask the business for its game link, or scan the code at the counter.',
    fr: 'Demandez le lien du jeu au commerce, ou scannez le code au comptoir.',
  },
  {
    en: 'It may have ended or not started yet. Please check back later.',
    fr: 'Il est peut-être terminé ou pas encore commencé. Revenez plus tard.',
  },
  {
    en: 'Notifications are blocked for this site in your browser.',
    fr: 'Les notifications sont bloquées pour ce site dans votre navigateur.',
  },
  {
    en: 'New games appear here as soon as the business publishes them — check back soon!',
    fr: 'Les nouveaux jeux apparaissent ici dès que le commerce les publie — revenez bientôt !',
  },
  {
    en: 'Play in seconds, right here on your phone.',
    fr: 'Jouez en quelques secondes, ici même sur votre téléphone.',
  },
  { en: 'Your data', fr: 'Vos données' },
  { en: 'Leader board', fr: 'Classement' },
  { en: 'Your email address', fr: 'Votre adresse e-mail' },
  { en: 'First name', fr: 'Prénom' },
  { en: 'Phone number', fr: 'Numéro de téléphone' },
  { en: 'I agree to the terms of the game', fr: 'J’accepte le règlement du jeu' },
  { en: 'Send', fr: 'Envoyer' },
  { en: 'Close', fr: 'Fermer' },
  { en: 'Solve', fr: 'Résoudre' },
  { en: 'Show my code', fr: 'Afficher mon code' },
  { en: 'Copy the code', fr: 'Copier le code' },
  { en: 'Copied', fr: 'Copié' },
  { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  { en: 'Enter a valid email address.', fr: 'Saisissez une adresse e-mail valide.' },
  { values: { name: 'Sam' }, en: 'Well done, {name}!', fr: 'Bravo, {name} !' },
  { values: { score: 1250 }, en: 'Your score: {score}', fr: 'Votre score : {score}' },
  { values: { business: 'Café Lune' }, en: 'A game by {business}', fr: 'Un jeu de {business}' },
  {
    values: { date: '3 December' },
    en: 'The next game starts on {date}.',
    fr: 'Le prochain jeu commence le {date}.',
  },
  {
    values: { rank: 4, total: 120 },
    en: 'You are number {rank} of {total}.',
    fr: 'Vous êtes numéro {rank} sur {total}.',
  },
  {
    values: { reward: '10 % off your next coffee' },
    en: 'You won: {reward}',
    fr: 'Vous avez gagné : {reward}',
  },
  {
    values: { email: 'sam@example.com' },
    en: 'We sent a link to {email}.',
    fr: 'Nous avons envoyé un lien à {email}.',
  },
  {
    values: { count: 3 },
    en: { plural: { one: '# try left', other: '# tries left' } },
    fr: { plural: { one: '# essai restant', other: '# essais restants' } },
  },
  {
    values: { count: 12 },
    en: { plural: { one: '# second', other: '# seconds' } },
    fr: { plural: { one: '# seconde', other: '# secondes' } },
  },
  {
    values: { count: 2 },
    en: { plural: { one: '# player played today', other: '# players played today' } },
    fr: { plural: { one: '# joueur a joué aujourd’hui', other: '# joueurs ont joué aujourd’hui' } },
  },
  {
    values: { count: 5 },
    en: { plural: { one: 'Come back in # day', other: 'Come back in # days' } },
    fr: { plural: { one: 'Revenez dans # jour', other: 'Revenez dans # jours' } },
  },
  {
    values: { count: 1 },
    en: { plural: { one: '# code left to win', other: '# codes left to win' } },
    fr: { plural: { one: '# code encore à gagner', other: '# codes encore à gagner' } },
  },
  {
    values: { reason: 'time' },
    en: {
      select: {
        time: 'Time is up.',
        moves: 'No moves left.',
        other: 'The game is over.',
      },
    },
    fr: {
      select: {
        time: 'Le temps est écoulé.',
        moves: 'Plus de coups possibles.',
        other: 'La partie est terminée.',
      },
    },
  },
  {
    values: { reason: 'limit' },
    en: {
      select: {
        limit: 'You have played as many times as this game allows.',
        rate: 'Too many tries in a short time: wait a minute.',
        other: 'You cannot play right now.',
      },
    },
    fr: {
      select: {
        limit: 'Vous avez joué autant de fois que ce jeu le permet.',
        rate: 'Trop d’essais en peu de temps : attendez une minute.',
        other: 'Vous ne pouvez pas jouer pour le moment.',
      },
    },
  },
  {
    values: { reason: 'email' },
    en: {
      select: {
        email: 'Check your email.',
        phone: 'Check your phone.',
        other: 'Check your details.',
      },
    },
    fr: {
      select: {
        email: 'Vérifiez votre e-mail.',
        phone: 'Vérifiez votre téléphone.',
        other: 'Vérifiez vos informations.',
      },
    },
  },
];

/** Syllables per language and its texts' length beside English's. */
const SOUNDS: Record<Locale, { syllables: string[]; stretch: number }> = {
  en: {
    syllables:
      'the,play,er,win,ga,me,re,ward,con,firm,in,box,tion,your,code,to,day,sto,ry,ble,ing,ter,set,back'.split(
        ',',
      ),
    stretch: 1,
  },
  fr: {
    syllables:
      'le,jeu,ré,com,pen,se,vo,tre,ga,gné,ment,tion,ès,ou,ver,ture,ci,pas,ée,çon,de,quel,ment,ai'.split(
        ',',
      ),
    stretch: 1.2,
  },
  de: {
    syllables:
      'spiel,ge,win,nen,ung,ver,sch,ein,lö,sen,zeit,kei,ten,über,prü,fen,ß,ab,lauf,ach,tung,mal,ich,auf'.split(
        ',',
      ),
    stretch: 1.3,
  },
  es: {
    syllables:
      'ju,ga,dor,pre,mio,cin,co,ción,ñu,tu,es,pe,ra,ma,ña,na,lla,más,dí,as,que,con,ven,ta'.split(
        ',',
      ),
    stretch: 1.15,
  },
  it: {
    syllables:
      'gio,co,vin,ci,tu,o,pre,mio,zio,ne,gli,sca,det,to,chi,ave,re,più,gior,no,ta,lo,ra,ben'.split(
        ',',
      ),
    stretch: 1.15,
  },
  nl: {
    syllables:
      'spel,win,nen,ij,ge,ver,zo,oek,aan,sch,ui,de,tijd,nog,ee,prij,zen,ko,men,bij,jouw,lijk,oor,tje'.split(
        ',',
      ),
    stretch: 1.2,
  },
  pt: {
    syllables:
      'jo,go,ga,nhe,prê,mio,ção,ões,vo,cê,seu,có,di,go,ma,is,ten,ta,ti,va,lhe,ão,nos,ra'.split(','),
    stretch: 1.15,
  },
};

/** mulberry32: the same pseudo-random sequence every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pseudo-words of about `length` characters in `locale`, the first capitalised. */
function words(locale: Locale, length: number, next: () => number): string {
  const { syllables, stretch } = SOUNDS[locale];
  const target = Math.round(length * stretch);
  const out: string[] = [];
  let size = 0;
  while (size < target) {
    const n = 1 + Math.floor(next() * 3);
    let word = '';
    for (let i = 0; i < n; i++) word += syllables[Math.floor(next() * syllables.length)];
    out.push(word);
    size += word.length + 1;
  }
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A form's texts, for rewriting each into another language of the same shape. */
function mapForm(form: Form, each: (text: string) => string): Form {
  if (typeof form === 'string') return each(form);
  if ('plural' in form)
    return { plural: { one: each(form.plural.one), other: each(form.plural.other) } };
  const cases = Object.fromEntries(Object.entries(form.select).map(([k, v]) => [k, each(v)]));
  return { select: { ...cases, other: each(form.select.other) } };
}

/** `text`'s placeholders and `#` kept, its words replaced by pseudo-words of `locale`. */
function pseudo(text: string, locale: Locale, next: () => number): string {
  return text
    .split(/(\{\w+\}|#)/)
    .map((part) =>
      /^(\{\w+\}|#)$/.test(part) || part.trim() === '' ? part : words(locale, part.length, next),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function build(): Message[] {
  const next = random(33);
  const messages: Message[] = [];
  const add = (values: Record<string, string | number>, en: Form, fr: Form | null) => {
    const key = `m${String(messages.length + 1).padStart(3, '0')}`;
    const forms = {} as Record<Locale, Form>;
    for (const locale of LOCALES) {
      if (locale === 'en') forms.en = en;
      else if (locale === 'fr' && fr) forms.fr = fr;
      else forms[locale] = mapForm(en, (text) => pseudo(text, locale, next));
    }
    messages.push({ key, values, forms });
  };
  for (const real of REAL) add(real.values ?? {}, real.en, real.fr);
  const count = (shape: 'text' | 'param' | 'plural' | 'select') =>
    messages.filter((m) => {
      const en = m.forms.en;
      if (typeof en !== 'string') return 'plural' in en ? shape === 'plural' : shape === 'select';
      return /\{\w+\}/.test(en) ? shape === 'param' : shape === 'text';
    }).length;
  // The synthetic rest, up to 95 plain texts, 30 with placeholders, 20 plurals, 5 selects.
  const want = { text: 95, param: 30, plural: 20, select: 5 } as const;
  for (const shape of ['text', 'param', 'plural', 'select'] as const) {
    for (let i = count(shape); i < want[shape]; i++) {
      const length = 12 + Math.floor(next() * 48);
      const w = (n: number) => words('en', n, next);
      if (shape === 'text') add({}, w(length), null);
      else if (shape === 'param')
        add({ name: 'Sam', score: 42 }, `${w(length / 2)} {name} ${w(length / 3)} {score}`, null);
      else if (shape === 'plural')
        add(
          { count: 1 + (i % 4) },
          { plural: { one: `# ${w(length)}`, other: `# ${w(length)}` } },
          null,
        );
      else add({ reason: 'a' }, { select: { a: w(length), b: w(length), other: w(length) } }, null);
    }
  }
  return messages;
}

export const MESSAGES: Message[] = build();
