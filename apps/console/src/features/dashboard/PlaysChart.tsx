import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { NameType, ValueType } from 'recharts/types/component/DefaultTooltipContent';
import { dayMonthLabel, rangeLabel, shortDayLabel } from '../../lib/dates';
import { useT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';

export interface DayPoint {
  date: string;
  plays: number;
  wins: number;
}

/** Keep in step with the legend of the dashboard card. */
const PLAYS = '#4A3494';
const WINS = '#10B981';

function ChartTooltip({ active, payload, label }: TooltipContentProps<ValueType, NameType>) {
  const t = useT();
  if (!active || !payload?.length || typeof label !== 'string') return null;
  const plays = Number(payload.find((p) => p.dataKey === 'plays')?.value ?? 0);
  const wins = Number(payload.find((p) => p.dataKey === 'wins')?.value ?? 0);
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg">
      <p className="mb-1 font-semibold text-slate-900">{shortDayLabel(label, true)}</p>
      <p className="flex items-center gap-2 text-slate-600">
        <span className="size-2 rounded-full" style={{ background: PLAYS }} />
        {t('dashboard.plays')}{' '}
        <span className="ml-auto pl-4 font-semibold text-slate-900 tabular-nums">
          {formatNumber(plays)}
        </span>
      </p>
      <p className="flex items-center gap-2 text-slate-600">
        <span className="size-2 rounded-full" style={{ background: WINS }} />
        {t('dashboard.wins')}{' '}
        <span className="ml-auto pl-4 font-semibold text-slate-900 tabular-nums">
          {formatNumber(wins)}
        </span>
      </p>
    </div>
  );
}

/** Gameplays and wins per day (loaded on its own: recharts is the heaviest piece of the page). */
export default function PlaysChart({ days }: { days: DayPoint[] }) {
  const t = useT();
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const total = days.reduce((s, d) => s + d.plays, 0);
  return (
    <figure className="h-72 w-full" data-testid="plays-chart">
      <figcaption className="sr-only">
        {first && last
          ? t('dashboard.chart_caption', { range: rangeLabel(first, last), total })
          : t('dashboard.per_day')}
      </figcaption>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <defs>
            <linearGradient id="plays-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={PLAYS} stopOpacity={0.28} />
              <stop offset="100%" stopColor={PLAYS} stopOpacity={0.02} />
            </linearGradient>
            <linearGradient id="wins-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={WINS} stopOpacity={0.3} />
              <stop offset="100%" stopColor={WINS} stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="#E2E8F0" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={(d: string) => dayMonthLabel(d)}
            tick={{ fill: '#64748B', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: '#CBD5E1' }}
            minTickGap={24}
          />
          <YAxis
            allowDecimals={false}
            tick={{ fill: '#64748B', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip content={ChartTooltip} cursor={{ stroke: '#94A3B8', strokeDasharray: '4 4' }} />
          <Area
            type="monotone"
            dataKey="plays"
            name={t('dashboard.plays')}
            stroke={PLAYS}
            strokeWidth={2}
            fill="url(#plays-fill)"
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="wins"
            name={t('dashboard.wins')}
            stroke={WINS}
            strokeWidth={2}
            fill="url(#wins-fill)"
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
