/// <reference types="vite/client" />
// Every game's name in this language as `game.type.<type>`, from its folder's `names/pt.json`:
// the player app's first catalogue (apps/play/src/i18n/first/). One file per language, so a
// language's chunk carries only its own names.
const files = import.meta.glob<string>('../*/names/pt.json', { eager: true, import: 'default' });
export default Object.fromEntries(
  Object.entries(files).map(([path, name]) => [`game.type.${path.split('/')[1]}`, name]),
) as Record<string, string>;
