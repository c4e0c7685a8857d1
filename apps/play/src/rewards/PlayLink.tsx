import type { TemplateTheme } from '../lib/template-theme.js';
import { useT } from '../i18n/i18n.js';
import { PlayIcon } from './icons.js';

/** "Play" beside a game that gives a reward, in the business's button colours when it has some. */
export function PlayLink({
  href,
  gameName,
  theme,
}: {
  href: string;
  gameName: string;
  theme: TemplateTheme | null;
}) {
  const t = useT();
  return (
    <a
      href={href}
      className={`pd-btn shrink-0 shadow-md hover:brightness-110 active:scale-[0.98] ${theme ? '' : 'bg-primary-600 text-white'}`}
      style={theme?.button}
    >
      <PlayIcon className="size-4" /> {t('rewards.play')}
      <span className="sr-only"> {gameName}</span>
    </a>
  );
}
