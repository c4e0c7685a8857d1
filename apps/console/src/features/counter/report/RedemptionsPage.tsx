import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { EmptyState } from '../../../ui/EmptyState';
import { ChartIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { PageHeader } from '../../../ui/PageHeader';
import { Pager } from '../../../ui/Pager';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { CsvExportButton } from '../../crm';
import { REPORT_PAGE_SIZE, useLocations, useRedemptionReport, useRewardChoices } from '../api';
import { RewardTabs } from '../RewardTabs';
import { ConflictsCard } from './ConflictsCard';
import {
  csvName,
  readFilters,
  reportPath,
  reportToday,
  writeFilters,
  type ReportFilters,
} from './report-model';
import { ReportRows, ReportTotals } from './ReportTable';

/**
 * RewardRedemptions (issue 35): per reward, location and day — issued, redeemed, expired, voided,
 * the redemption rate and the median time from win to redemption — with their totals, the CSV of
 * every row, and the offline conflicts.
 */
export function RedemptionsPage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  // The default period ends on the latest "today" of the browser and the locations' time zones.
  const locations = useLocations();
  const zones = (locations.data?.data ?? []).map((l) => l.time_zone);
  const filters = readFilters(search, reportToday(new Date(), zones));
  const [page, setPage] = useState(1);
  const report = useRedemptionReport(filters, page);
  const change = (next: Partial<ReportFilters>) => {
    setPage(1);
    setSearch(writeFilters({ ...filters, ...next }), { replace: true });
  };
  const data = report.data;
  const rows = data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('counter.report.title')}
        description={t('counter.report.description')}
        actions={
          <CsvExportButton
            path={reportPath(filters, { csv: true })}
            fallbackName={csvName(filters)}
            testId="report-csv"
            texts={{
              button: t('counter.report.csv'),
              preparing: t('counter.report.csv_preparing'),
              received: (size) => size,
              done: (name, size) => t('counter.report.csv_done', { name, size }),
            }}
          />
        }
      />
      <RewardTabs className="mb-6" />
      <div className="space-y-6">
        <Filters filters={filters} onChange={change} />
        {report.isPending ? (
          <div className="space-y-4" aria-busy="true" aria-label={t('counter.report.loading')}>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        ) : report.isError && !data ? (
          <EmptyState
            icon={<ChartIcon className="size-6" />}
            title={t('counter.report.failed')}
            description={t('counter.report.failed_text')}
            action={<Button onClick={() => void report.refetch()}>{t('common.try_again')}</Button>}
          />
        ) : data ? (
          <div className={cx('space-y-6', report.isPlaceholderData && 'opacity-60')}>
            <ReportTotals totals={data.totals} />
            <Card>
              {rows.length === 0 ? (
                <p
                  className="px-5 py-8 text-center text-sm text-slate-500"
                  data-testid="report-empty"
                >
                  {t('counter.report.empty')}
                </p>
              ) : (
                <>
                  <ReportRows rows={rows} />
                  <Pager
                    page={page}
                    pageSize={REPORT_PAGE_SIZE}
                    rows={rows.length}
                    total={data.meta.total}
                    text={{
                      range: (r) => t('counter.report.range', { ...r }),
                      label: t('counter.report.pages'),
                    }}
                    onPage={setPage}
                  />
                </>
              )}
            </Card>
          </div>
        ) : null}
        <ConflictsCard />
      </div>
    </>
  );
}

function Filters({
  filters,
  onChange,
}: {
  filters: ReportFilters;
  onChange(next: Partial<ReportFilters>): void;
}) {
  const t = useT();
  const id = useId();
  const rewards = useRewardChoices();
  const locations = useLocations();
  return (
    <Card
      className="grid gap-4 px-5 py-4 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="report-filters"
    >
      <div className="space-y-1.5">
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
          {t('counter.report.from')}
        </label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to}
          onChange={(e) => e.target.value && onChange({ from: e.target.value })}
          data-testid="report-from"
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
          {t('counter.report.to')}
        </label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from}
          onChange={(e) => e.target.value && onChange({ to: e.target.value })}
          data-testid="report-to"
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-reward`} className="block text-sm font-medium text-slate-700">
          {t('counter.col.reward')}
        </label>
        <Select
          id={`${id}-reward`}
          value={filters.reward}
          onChange={(e) => onChange({ reward: e.target.value })}
          data-testid="report-reward"
        >
          <option value="">{t('counter.report.every_reward')}</option>
          {(rewards.data ?? []).map((r) => (
            <option key={r.public_id} value={r.public_id}>
              {r.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-location`} className="block text-sm font-medium text-slate-700">
          {t('counter.col.location')}
        </label>
        <Select
          id={`${id}-location`}
          value={filters.location}
          onChange={(e) => onChange({ location: e.target.value })}
          data-testid="report-location"
        >
          <option value="">{t('counter.report.every_location')}</option>
          {(locations.data?.data ?? []).map((l) => (
            <option key={l.public_id} value={l.public_id}>
              {l.name}
            </option>
          ))}
        </Select>
      </div>
    </Card>
  );
}
