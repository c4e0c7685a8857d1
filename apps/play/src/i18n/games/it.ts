// The later texts in this language with every game's own (packages/games/src/i18n): one chunk.
import games from '@playdesk/games/i18n/it';
import later from '../later/it.json';

export default { ...later, ...games };
