// The first catalogue in English: the app's texts and each game's name (bundled: the fallback).
import gameNames from '@playdesk/games/i18n/names-en';
import messages from '../en.json';

export default { ...messages, ...gameNames };
