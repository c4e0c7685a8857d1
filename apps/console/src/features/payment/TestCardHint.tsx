import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { formatCardNumber, TEST_CARD_CHOICES } from './card-model';
import { useT } from '../../i18n/i18n';

/** The two test cards of the built-in provider, each filled in with one click. */
export function TestCardHint({ onUse }: { onUse(number: string): void }) {
  const t = useT();
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-3"
      data-testid="test-card-hint"
    >
      <p className="text-sm font-medium text-slate-700">{t('billing.card.test_cards')}</p>
      <ul className="mt-2 space-y-2">
        {TEST_CARD_CHOICES.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-mono text-sm text-slate-900 tabular-nums">
              {formatCardNumber(card.number)}
            </span>
            <Badge tone={card.tone}>{t(`billing.card.test_${card.outcome}`)}</Badge>
            <Button
              variant="secondary"
              size="sm"
              className="ml-auto"
              aria-label={t('billing.card.use_named', { number: formatCardNumber(card.number) })}
              onClick={() => onUse(card.number)}
            >
              {t('billing.card.use')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
