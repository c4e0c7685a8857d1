import { isPoolKind, type Reward } from '@playdesk/contract';
import { useId, useState, type DragEvent, type FormEvent } from 'react';
import { useT } from '../../../i18n/i18n';
import { Badge } from '../../../ui/Badge';
import { Button, buttonClass } from '../../../ui/Button';
import { Card, CardBody, CardHeader } from '../../../ui/Card';
import { cx } from '../../../ui/cx';
import { UploadIcon } from '../../../ui/icons';
import { Segmented } from '../../../ui/Segmented';
import { Textarea } from '../../../ui/Textarea';
import { formatNumber } from '../../../lib/format';
import {
  CODE_FILE_ACCEPT,
  PASTE_MAX_CHARS,
  pastedCodes,
  poolWord,
  reportSummary,
  sizeText,
} from '../codes-model';
import { GenerateCodes } from './GenerateCodes';
import { ImportReport } from './ImportReport';
import { useCodeUpload, type RunningCodeUpload } from './useCodeUpload';

/** Total / won / redeemed / left of a reward; a pool's upload and generation below them. */
export function StockCard({ reward }: { reward: Reward }) {
  const t = useT();
  const num = (n: number | null) => (n === null ? t('rewards.form.no_limit') : formatNumber(n));
  const pool = isPoolKind(reward.kind);
  const word = poolWord(reward.kind);
  const { stock } = reward;
  return (
    <Card data-testid="stock-card">
      <CardHeader
        title={pool ? t('rewards.stock.pool_title', { word }) : t('rewards.form.stock')}
        description={pool ? t('rewards.stock.pool_hint', { word }) : t('rewards.stock.hint')}
        action={
          reward.low_stock ? <Badge tone="warning">{t('rewards.low_stock')}</Badge> : undefined
        }
      />
      <CardBody className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stock-counts">
          {(
            [
              ['total', t('rewards.stock.total'), stock.total],
              ['won', t('rewards.col.won'), stock.won],
              ['redeemed', t('rewards.col.redeemed'), stock.redeemed],
              ['left', t('rewards.col.left'), stock.left],
            ] as const
          ).map(([id, label, value]) => (
            <div
              key={id}
              className={cx(
                'rounded-lg px-3 py-2 ring-1 ring-inset',
                id === 'left' && reward.low_stock
                  ? 'bg-amber-50 ring-amber-200'
                  : 'bg-slate-50 ring-slate-200',
              )}
            >
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd
                className="text-lg font-semibold text-slate-900 tabular-nums"
                data-testid={`stock-${id}`}
              >
                {num(value)}
              </dd>
            </div>
          ))}
        </dl>
        {pool ? <PoolTools reward={reward} /> : null}
      </CardBody>
    </Card>
  );
}

function PoolTools({ reward }: { reward: Reward }) {
  const t = useT();
  const [tab, setTab] = useState<PoolTab>('upload');
  const codes = useCodeUpload(reward.public_id);
  const noun = poolWord(reward.kind);
  const options: { value: PoolTab; label: string }[] = [
    { value: 'upload', label: t('rewards.pool.upload') },
    { value: 'paste', label: t('rewards.pool.paste', { word: noun }) },
    ...(reward.kind === 'unique_code'
      ? [{ value: 'generate' as const, label: t('rewards.pool.generate') }]
      : []),
  ];
  return (
    <div className="space-y-4">
      <Segmented<PoolTab>
        label={t('rewards.pool.how', { word: noun })}
        value={tab}
        options={options}
        onChange={setTab}
        testId="pool-tab"
      />
      {tab === 'upload' ? (
        <UploadArea
          noun={noun}
          upload={codes.upload}
          error={codes.error}
          onFile={(file) => void codes.start(file)}
          onCancel={codes.cancel}
        />
      ) : tab === 'paste' ? (
        <PasteArea
          kind={reward.kind}
          noun={noun}
          busy={codes.upload !== null}
          error={codes.error}
          onSend={codes.start}
        />
      ) : (
        <GenerateCodes rewardId={reward.public_id} onDone={codes.setReport} />
      )}
      {codes.report ? (
        <ImportReport
          report={codes.report}
          kind={reward.kind}
          onClose={() => codes.setReport(null)}
        />
      ) : null}
      <p className="sr-only" aria-live="polite">
        {codes.report ? reportSummary(codes.report, reward.kind) : ''}
      </p>
    </div>
  );
}

type PoolTab = 'upload' | 'paste' | 'generate';

/**
 * A few codes typed or pasted, one a line (a shop's printed vouchers): sent as the text of a file
 * through the same upload, so the server reads them the same way and the same report follows.
 */
function PasteArea({
  kind,
  noun,
  busy,
  error,
  onSend,
}: {
  kind: Reward['kind'];
  noun: 'link' | 'code';
  busy: boolean;
  error: string | null;
  onSend(file: File): Promise<boolean>;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = pastedCodes(text, kind);
    if (typeof file === 'string') {
      setProblem(file);
      return;
    }
    setProblem(null);
    if (await onSend(file)) setText('');
  };
  const shown = problem ?? error;
  return (
    <form className="space-y-2" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-paste`} className="block text-sm font-medium text-slate-900">
        {t('rewards.paste.label', { word: noun })}
      </label>
      <Textarea
        id={`${id}-paste`}
        rows={6}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        maxLength={PASTE_MAX_CHARS}
        spellCheck={false}
        autoComplete="off"
        className="font-mono"
        invalid={Boolean(shown)}
        aria-describedby={`${id}-paste-hint`}
        data-testid="codes-paste"
      />
      <p className="text-xs text-slate-500" id={`${id}-paste-hint`}>
        {t('rewards.paste.hint', { word: noun })}
      </p>
      {shown ? (
        <p className="text-sm text-red-600" role="alert" data-testid="paste-error">
          {shown}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" loading={busy} data-testid="codes-paste-submit">
        {t('rewards.paste.add', { word: noun })}
      </Button>
    </form>
  );
}

function UploadArea({
  noun,
  upload,
  error,
  onFile,
  onCancel,
}: {
  noun: 'link' | 'code';
  upload: RunningCodeUpload | null;
  error: string | null;
  onFile(file: File): void;
  onCancel(): void;
}) {
  const t = useT();
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !upload) onFile(file);
  };

  return (
    <div className="space-y-2">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'rounded-lg border-2 border-dashed p-4 transition-colors',
          dragging ? 'border-primary-400 bg-primary-50' : 'border-slate-300 bg-white',
        )}
      >
        {upload ? (
          <div className="space-y-2" data-testid="upload-progress">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-slate-900">
                {upload.name} <span className="text-slate-500">({sizeText(upload.size)})</span>
              </span>
              <Button variant="ghost" size="sm" onClick={onCancel}>
                {t('common.cancel')}
              </Button>
            </div>
            <div
              role="progressbar"
              aria-label={t('rewards.upload.uploading_name', { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={upload.percent}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
              data-testid="upload-progressbar"
            >
              <div
                className="h-full rounded-full bg-primary-600 transition-[width] duration-150"
                style={{ width: `${upload.percent}%` }}
              />
            </div>
            <p className="text-xs text-slate-600 tabular-nums" aria-live="polite">
              {upload.percent < 100
                ? t('rewards.upload.progress', { percent: upload.percent })
                : t('rewards.upload.checking', { word: noun })}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
              <UploadIcon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-slate-900">
                {t('rewards.upload.drop', { word: noun })}
              </p>
              <p className="text-xs text-slate-500" id={`${id}-hint`}>
                {t('rewards.upload.hint', { word: noun })}
              </p>
            </div>
            <input
              id={`${id}-file`}
              type="file"
              accept={CODE_FILE_ACCEPT}
              className="peer sr-only"
              aria-describedby={`${id}-hint`}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) onFile(file);
              }}
              data-testid="codes-file"
            />
            <label
              htmlFor={`${id}-file`}
              className={buttonClass(
                'secondary',
                'md',
                'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600',
              )}
            >
              {t('rewards.upload.choose')}
            </label>
          </div>
        )}
      </div>
      {error ? (
        <p className="text-sm text-red-600" role="alert" data-testid="upload-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
