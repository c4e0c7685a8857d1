/// <reference types="vite/client" />
// Every game's player-app texts in this language (gather.ts).
import { gather, type Catalogue } from './gather.js';

export default gather(
  import.meta.glob<Catalogue>('../*/i18n/de.json', { eager: true, import: 'default' }),
);
