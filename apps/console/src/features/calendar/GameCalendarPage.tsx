import { CalendarIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';

function MonthGrid() {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth();
  const first = new Date(year, month, 1);
  const days = new Date(year, month + 1, 0).getDate();
  const offset = (first.getDay() + 6) % 7; // weeks start on Monday
  const cells = [
    ...Array.from({ length: offset }, () => null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ];
  const label = first.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  return (
    <div className="mb-6 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">
        {label}
      </div>
      <div className="grid grid-cols-7 border-b border-slate-100 bg-slate-50 text-center text-xs font-medium text-slate-500">
        {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => (
          <div key={d} className="py-2">
            {d}
          </div>
        ))}
      </div>
      <div className="grid grid-cols-7">
        {cells.map((day, index) => (
          <div
            key={index}
            className="h-12 border-r border-b border-slate-100 p-1.5 text-right text-xs text-slate-500 sm:h-16 [&:nth-child(7n)]:border-r-0"
          >
            {day ? (
              <span
                className={
                  day === now.getDate()
                    ? 'inline-flex size-6 items-center justify-center rounded-full bg-primary-600 font-semibold text-white'
                    : ''
                }
              >
                {day}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}

export function GameCalendarPage() {
  return (
    <>
      <PageHeader title="Calendar" description="Which game runs on which days." />
      <MonthGrid />
      <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
        <CalendarIcon className="size-5 shrink-0 text-primary-600" />
        <p>
          <span className="font-medium text-slate-900">Nothing scheduled.</span> Scheduled games
          appear on their days in this calendar. Plan a run for each game so your players find
          something new every week.
        </p>
      </div>
    </>
  );
}
