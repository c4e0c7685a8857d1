/** The members (docs/loyalty.md#members), a member's ledger, and giving or taking points. */
import type { LoyaltyMember } from '@playdesk/contract';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { CsvExportButton } from '../crm';
import { useT } from '../../i18n/i18n';
import { formatDateTime, formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { MEMBERS_PAGE_SIZE, useAdjustPoints, useLoyaltyLedger, useLoyaltyMembers } from './api';

export function MembersCard() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<LoyaltyMember | null>(null);
  const members = useLoyaltyMembers(page);
  const rows = members.data?.data ?? [];
  return (
    <Card>
      <CardHeader
        title={t('rewards.loyalty.members')}
        description={t('rewards.loyalty.members_hint')}
        action={
          <CsvExportButton
            path="loyalty/members/export"
            fallbackName={`loyalty-members-${new Date().toISOString().slice(0, 10)}.csv`}
            testId="loyalty-members-export"
            texts={{
              button: t('rewards.loyalty.export'),
              preparing: t('rewards.loyalty.export_preparing'),
              received: (size) => t('rewards.loyalty.export_received', { size }),
              done: (name, size) => t('rewards.loyalty.export_done', { name, size }),
            }}
          />
        }
      />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="loyalty-members">
          <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              <th className="px-5 py-2 font-medium sm:px-6">{t('rewards.loyalty.member')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('rewards.loyalty.balance')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('rewards.loyalty.lifetime')}</th>
              <th className="px-3 py-2 font-medium">{t('rewards.loyalty.level')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('rewards.loyalty.streak')}</th>
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((m) => (
              <tr key={m.player.public_id}>
                <td className="px-5 py-2 sm:px-6">
                  <p className="font-medium text-slate-900">
                    {m.player.display_name ?? m.player.email ?? m.player.public_id}
                  </p>
                  {m.player.email ? (
                    <p className="text-xs text-slate-500">{m.player.email}</p>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(m.balance)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(m.lifetime)}</td>
                <td className="px-3 py-2">{m.level ?? '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatNumber(m.streak)}</td>
                <td className="px-3 py-2 text-right">
                  <Button variant="ghost" size="sm" onClick={() => setOpen(m)}>
                    {t('rewards.loyalty.open_ledger')}
                  </Button>
                </td>
              </tr>
            ))}
            {rows.length === 0 && !members.isPending ? (
              <tr>
                <td colSpan={6} className="px-5 py-4 text-slate-500 sm:px-6">
                  {t('rewards.loyalty.members_empty')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {rows.length > 0 ? (
        <Pager
          page={page}
          pageSize={MEMBERS_PAGE_SIZE}
          rows={rows.length}
          total={members.data?.meta.total ?? 0}
          text={{
            range: (r) => t('rewards.loyalty.members_range', { ...r }),
            label: t('rewards.loyalty.members_pages'),
          }}
          onPage={setPage}
        />
      ) : null}
      {open ? <LedgerModal member={open} onClose={() => setOpen(null)} /> : null}
    </Card>
  );
}

function LedgerModal({ member, onClose }: { member: LoyaltyMember; onClose: () => void }) {
  const t = useT();
  const ledger = useLoyaltyLedger(member.player.public_id);
  const adjust = useAdjustPoints(member.player.public_id);
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    adjust.mutate(
      { points: Number(points), reason },
      {
        onSuccess: () => {
          setPoints('');
          setReason('');
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : null),
      },
    );
  };
  return (
    <Modal
      open
      onOpenChange={(o) => {
        if (!o) onClose();
      }}
      title={member.player.display_name ?? member.player.email ?? member.player.public_id}
      description={t('rewards.loyalty.ledger_hint')}
      size="lg"
      testId="loyalty-ledger"
    >
      <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto text-sm">
        {(ledger.data?.data ?? []).map((e) => (
          <li key={e.id} className="flex items-center gap-3 py-2">
            <span className="w-20 text-xs text-slate-500">
              {t(`rewards.loyalty.kind.${e.kind}`)}
            </span>
            <span className="min-w-0 flex-1 truncate">{e.reason}</span>
            <span className="text-xs text-slate-500">{formatDateTime(e.at)}</span>
            <span
              className={`w-16 text-right font-semibold tabular-nums ${e.points < 0 ? 'text-red-700' : 'text-emerald-700'}`}
            >
              {e.points > 0 ? '+' : ''}
              {formatNumber(e.points)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-end gap-3 border-t border-slate-100 pt-4">
        <div className="w-28">
          <Field label={t('rewards.loyalty.adjust_points')}>
            {(p) => <Input {...p} value={points} onChange={(e) => setPoints(e.target.value)} />}
          </Field>
        </div>
        <div className="min-w-48 flex-1">
          <Field label={t('rewards.loyalty.adjust_reason')} error={error ?? undefined}>
            {(p) => (
              <Input
                {...p}
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Button
          onClick={submit}
          loading={adjust.isPending}
          disabled={!/^-?\d+$/.test(points.trim()) || reason.trim() === ''}
        >
          {t('rewards.loyalty.adjust')}
        </Button>
      </div>
    </Modal>
  );
}
