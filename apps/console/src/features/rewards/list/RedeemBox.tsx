import { REWARD_LIMITS, seesPlayerData, type Winner } from '@playdesk/contract';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../../api/client';
import { richText, useT } from '../../../i18n/i18n';
import { pathTo } from '../../../rules/routes';
import { useSession } from '../../../session/hooks';
import { Button } from '../../../ui/Button';
import { Card, CardBody } from '../../../ui/Card';
import { CheckIcon, WarningIcon } from '../../../ui/icons';
import { Input } from '../../../ui/Input';
import { useRedeem } from '../api';
import { dateTimeText, playerText } from '../winner-text';

type Outcome = { ok: true; winner: Winner } | { ok: false; message: string };

/**
 * "Redeem a code": staff type (or scan into) the code a player shows — or a prize's win
 * reference — and mark it redeemed. A code
 * redeemed before answers with when (the server's 409 message), shown here, not as a toast.
 */
export function RedeemBox() {
  const t = useT();
  const namesShown = useSession((s) => seesPlayerData(s.accessModules));
  const id = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const redeem = useRedeem();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setOutcome({ ok: false, message: t('rewards.redeem.empty') });
      return;
    }
    redeem.mutate(
      { typed: value },
      {
        onSuccess: ({ winner }) => {
          setOutcome({ ok: true, winner });
          setCode('');
        },
        onError: (error) => setOutcome({ ok: false, message: messageOf(error) }),
      },
    );
  };

  return (
    <Card data-testid="redeem-box">
      <CardBody className="space-y-3">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
          <div className="min-w-0 flex-1 space-y-1.5">
            <label htmlFor={`${id}-code`} className="block text-sm font-semibold text-slate-900">
              {t('rewards.redeem.title')}
            </label>
            <Input
              id={`${id}-code`}
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              placeholder={t('rewards.redeem.placeholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={REWARD_LIMITS.linkMax}
              className="font-mono"
              aria-describedby={`${id}-result`}
              data-testid="redeem-code"
            />
          </div>
          <Button type="submit" loading={redeem.isPending} data-testid="redeem-submit">
            {t('rewards.redeem.submit')}
          </Button>
        </form>
        <div id={`${id}-result`} aria-live="polite">
          {outcome?.ok ? (
            <p
              className="flex gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200 ring-inset"
              data-testid="redeem-result"
            >
              <CheckIcon className="mt-0.5 size-4 shrink-0" />
              <span>
                {richText(
                  t,
                  'rewards.redeem.done',
                  {
                    player: playerText(outcome.winner, false, namesShown),
                    date: dateTimeText(outcome.winner.won_at),
                  },
                  {
                    code: <strong>{outcome.winner.code ?? outcome.winner.reward.name}</strong>,
                    reward: (
                      <Link
                        to={pathTo('RewardEdit', { id: outcome.winner.reward.public_id })}
                        className="font-medium underline"
                      >
                        {outcome.winner.reward.name}
                      </Link>
                    ),
                  },
                )}
              </span>
            </p>
          ) : outcome ? (
            <p
              className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
              role="alert"
              data-testid="redeem-result"
            >
              <WarningIcon className="mt-0.5 size-4 shrink-0" />
              <span>{outcome.message}</span>
            </p>
          ) : (
            <p className="text-xs text-slate-500">{t('rewards.redeem.hint')}</p>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
