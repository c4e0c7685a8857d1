/// <reference types="vite/client" />
// Every game's player-app texts in this language (catalogue.ts).
import type { Catalogue } from './catalogue.js';

const files = import.meta.glob<Catalogue>('../*/i18n/nl.json', { eager: true, import: 'default' });
export default Object.assign({}, ...Object.values(files)) as Catalogue;
