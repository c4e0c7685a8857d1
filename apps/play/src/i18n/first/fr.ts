// The first catalogue in this language: the app's texts and each game's name, in one chunk.
import gameNames from '@playdesk/games/i18n/names-fr';
import messages from '../fr.json';

export default { ...messages, ...gameNames };
