/** The points catalogue (docs/loyalty.md#buying): rewards offered for points, add, change, remove. */
import { useState } from 'react';
import { useT } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Card, CardHeader } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';
import {
  useDeleteLoyaltyItem,
  useLoyaltyCatalogue,
  useRewardChoices,
  useSaveLoyaltyItem,
} from './api';

export function CatalogueCard() {
  const t = useT();
  const catalogue = useLoyaltyCatalogue();
  const rewards = useRewardChoices();
  const save = useSaveLoyaltyItem();
  const remove = useDeleteLoyaltyItem();
  const [reward, setReward] = useState('');
  const [price, setPrice] = useState('');
  const items = catalogue.data?.data ?? [];
  const offered = new Set(items.map((i) => i.reward.public_id));
  const choices = (rewards.data?.data ?? []).filter((r) => !offered.has(r.public_id));

  const add = () => {
    const chosen = reward || choices[0]?.public_id;
    if (!chosen) return;
    save.mutate(
      { id: null, body: { reward_id: chosen, price: Number(price), per_player: null } },
      {
        onSuccess: () => {
          setReward('');
          setPrice('');
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title={t('rewards.loyalty.catalogue')}
        description={t('rewards.loyalty.catalogue_hint')}
      />
      <ul className="divide-y divide-slate-100" data-testid="loyalty-catalogue">
        {items.map((item) => (
          <li key={item.public_id} className="flex flex-wrap items-center gap-3 px-5 py-3 sm:px-6">
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{item.reward.name}</p>
              <p className="text-xs text-slate-500">
                {item.stock_left === null
                  ? t('rewards.loyalty.stock_unlimited')
                  : t('rewards.loyalty.stock_left', { count: item.stock_left })}
                {item.active ? '' : ` · ${t('rewards.loyalty.paused')}`}
              </p>
            </div>
            <span className="font-semibold text-slate-900 tabular-nums">
              {t('rewards.loyalty.points_n', { count: item.price, n: formatNumber(item.price) })}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => save.mutate({ id: item.public_id, body: { active: !item.active } })}
            >
              {item.active ? t('rewards.loyalty.pause') : t('rewards.loyalty.resume')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => remove.mutate(item.public_id)}>
              {t('rewards.loyalty.remove')}
            </Button>
          </li>
        ))}
        {items.length === 0 && !catalogue.isPending ? (
          <li className="px-5 py-4 text-sm text-slate-500 sm:px-6">
            {t('rewards.loyalty.catalogue_empty')}
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap items-end gap-3 border-t border-slate-100 px-5 py-4 sm:px-6">
        <div className="min-w-48 flex-1">
          <Field label={t('rewards.loyalty.reward')}>
            {(p) => (
              <Select {...p} value={reward} onChange={(e) => setReward(e.target.value)}>
                {choices.map((r) => (
                  <option key={r.public_id} value={r.public_id}>
                    {r.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <div className="w-32">
          <Field label={t('rewards.loyalty.price')}>
            {(p) => (
              <Input
                {...p}
                inputMode="numeric"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Button
          onClick={add}
          loading={save.isPending}
          disabled={choices.length === 0 || !/^\d+$/.test(price)}
        >
          {t('rewards.loyalty.add_item')}
        </Button>
      </div>
    </Card>
  );
}
