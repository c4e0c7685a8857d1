// The later texts in this language with every game's own (packages/games/src/i18n): one chunk.
import games from '@playdesk/games/i18n/nl';
import later from '../later/nl.json';

export default { ...later, ...games };
