/** What players see: the app's icon on a phone's home screen, and its splash screen. */
import type { PwaIcons } from '@playdesk/contract';
import { useT } from '../../i18n/i18n';

export interface PreviewLook {
  appName: string;
  shortName: string;
  themeColor: string;
  backgroundColor: string;
  icons: PwaIcons | null;
}

function AppIcon({ look, size }: { look: PreviewLook; size: number }) {
  const style = { width: size, height: size };
  return look.icons ? (
    <img
      src={look.icons.maskable_512}
      alt=""
      style={style}
      className="rounded-[22%] shadow-md ring-1 ring-black/5"
    />
  ) : (
    <span
      style={{ ...style, backgroundColor: look.themeColor }}
      className="flex items-center justify-center rounded-[22%] shadow-md"
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="w-1/2 fill-white">
        <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />
      </svg>
    </span>
  );
}

export function PwaPreview({ look }: { look: PreviewLook }) {
  const t = useT();
  const others = ['#F59E0B', '#10B981', '#3B82F6', '#EF4444', '#8B5CF6', '#64748B', '#EC4899'];
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="pwa-preview">
      <figure className="space-y-2">
        <div
          className="relative mx-auto aspect-[9/16] w-full max-w-[220px] overflow-hidden rounded-[2rem] border-[6px] border-slate-900 bg-gradient-to-br from-sky-300 via-indigo-300 to-fuchsia-300 p-4"
          aria-label={t('pwa.preview.home_label')}
          role="img"
        >
          <div className="grid grid-cols-4 gap-x-2 gap-y-4 pt-6">
            {others.slice(0, 5).map((c) => (
              <span key={c} className="flex flex-col items-center gap-1">
                <span className="size-9 rounded-[22%] opacity-80" style={{ backgroundColor: c }} />
                <span className="h-1.5 w-7 rounded bg-white/60" />
              </span>
            ))}
            <span className="flex flex-col items-center gap-1">
              <AppIcon look={look} size={36} />
              <span className="max-w-[52px] truncate text-[9px] font-medium text-white drop-shadow">
                {look.shortName || t('pwa.preview.app')}
              </span>
            </span>
            {others.slice(5).map((c) => (
              <span key={c} className="flex flex-col items-center gap-1">
                <span className="size-9 rounded-[22%] opacity-80" style={{ backgroundColor: c }} />
                <span className="h-1.5 w-7 rounded bg-white/60" />
              </span>
            ))}
          </div>
        </div>
        <figcaption className="text-center text-xs text-slate-500">
          {t('pwa.preview.home')}
        </figcaption>
      </figure>
      <figure className="space-y-2">
        <div
          className="mx-auto flex aspect-[9/16] w-full max-w-[220px] flex-col items-center justify-center gap-3 overflow-hidden rounded-[2rem] border-[6px] border-slate-900"
          style={{ backgroundColor: look.backgroundColor }}
          aria-label={t('pwa.preview.splash_label')}
          role="img"
        >
          <AppIcon look={look} size={72} />
          <span
            className="px-3 text-center text-sm font-semibold"
            style={{ color: look.themeColor }}
          >
            {look.appName || t('pwa.preview.your_app')}
          </span>
        </div>
        <figcaption className="text-center text-xs text-slate-500">
          {t('pwa.preview.splash')}
        </figcaption>
      </figure>
    </div>
  );
}
