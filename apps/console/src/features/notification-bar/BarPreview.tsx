import { isHexColor } from '@playdesk/ui/color';
import { cx } from '../../ui/cx';
import type { BarFormValues } from './bar-model';
import { useT } from '../../i18n/i18n';

type Device = 'desktop' | 'phone';

/** The bar as it will sit on the business's site, over a sketch of a web page. */
export function BarPreview({
  values,
  gameName,
  device,
}: {
  values: BarFormValues;
  gameName: string | null;
  device: Device;
}) {
  const bar = <Bar values={values} gameName={gameName} device={device} />;
  const phone = device === 'phone';
  return (
    <div
      className={cx(
        'mx-auto overflow-hidden border border-slate-300 bg-white shadow-lg',
        phone ? 'w-64 rounded-[1.75rem] border-[6px] border-slate-900' : 'w-full rounded-xl',
      )}
      data-testid="bar-preview"
      data-position={values.position}
    >
      {phone ? (
        <div className="flex h-6 items-center justify-center bg-slate-900" aria-hidden="true">
          <span className="h-3 w-16 rounded-full bg-slate-800" />
        </div>
      ) : (
        <div
          className="flex h-9 items-center gap-3 border-b border-slate-200 bg-slate-100 px-3"
          aria-hidden="true"
        >
          <span className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-red-300" />
            <span className="size-2.5 rounded-full bg-amber-300" />
            <span className="size-2.5 rounded-full bg-emerald-300" />
          </span>
          <span className="flex h-5 flex-1 items-center rounded-md bg-white px-2 text-[11px] text-muted">
            https://www.your-business.com
          </span>
        </div>
      )}
      <div className={cx('flex flex-col', phone ? 'h-[26rem]' : 'h-80')}>
        {values.position === 'top' ? bar : null}
        <MockPage phone={phone} />
        {values.position === 'bottom' ? bar : null}
      </div>
    </div>
  );
}

function Bar({
  values,
  gameName,
  device,
}: {
  values: BarFormValues;
  gameName: string | null;
  device: Device;
}) {
  const t = useT();
  const bg = isHexColor(values.background) ? values.background : '#4A3494';
  const fg = isHexColor(values.color) ? values.color : '#FFFFFF';
  const phone = device === 'phone';
  return (
    <div
      className={cx(
        'relative flex shrink-0 items-center justify-center gap-x-3 gap-y-1.5 transition-opacity',
        phone ? 'flex-col px-3 py-2 text-center text-[11px]' : 'px-8 py-2.5 text-sm',
        // Off: greyed, not faded, so its text keeps its contrast (a preview must stay readable).
        values.enabled ? '' : 'grayscale',
      )}
      style={{ background: bg, color: fg }}
      data-testid="bar-preview-bar"
    >
      <span className="min-w-0 font-medium">
        {values.text.trim() || (
          <span className="italic opacity-70">{t('notification-bar.preview.placeholder')}</span>
        )}
      </span>
      {values.button_label.trim() ? (
        <span
          className={cx(
            'shrink-0 rounded-full font-semibold whitespace-nowrap shadow-sm',
            phone ? 'px-2.5 py-0.5' : 'px-3.5 py-1 text-xs',
          )}
          style={{ background: fg, color: bg }}
          title={gameName ? t('notification-bar.preview.opens', { game: gameName }) : undefined}
        >
          {values.button_label}
        </span>
      ) : null}
      <span
        aria-hidden="true"
        className={cx('absolute opacity-70', phone ? 'top-1 right-2' : 'right-3')}
      >
        ×
      </span>
    </div>
  );
}

function MockPage({ phone }: { phone: boolean }) {
  return (
    <div className="min-h-0 flex-1 overflow-hidden p-4" aria-hidden="true">
      <div className="flex items-center justify-between">
        <span className="h-4 w-16 rounded bg-slate-800/80" />
        {phone ? (
          <span className="h-3 w-4 rounded-sm bg-slate-300" />
        ) : (
          <span className="flex gap-3">
            <span className="h-2.5 w-10 rounded bg-slate-200" />
            <span className="h-2.5 w-10 rounded bg-slate-200" />
            <span className="h-2.5 w-10 rounded bg-slate-200" />
          </span>
        )}
      </div>
      <div className={cx('mt-5 grid gap-4', phone ? '' : 'grid-cols-2')}>
        <div className="space-y-2 pt-2">
          <span className="block h-4 w-4/5 rounded bg-slate-300" />
          <span className="block h-4 w-3/5 rounded bg-slate-300" />
          <span className="block h-2.5 w-full rounded bg-slate-200" />
          <span className="block h-2.5 w-5/6 rounded bg-slate-200" />
          <span className="mt-3 block h-6 w-24 rounded-md bg-slate-300" />
        </div>
        <div className="h-28 rounded-lg bg-gradient-to-br from-amber-100 via-orange-100 to-rose-100" />
      </div>
      <div className="mt-5 grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-1.5">
            <div className="h-12 rounded-md bg-slate-100" />
            <span className="block h-2 w-3/4 rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
