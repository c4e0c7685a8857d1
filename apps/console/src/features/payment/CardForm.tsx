import { TestCheckoutPayRequest, type TestCheckoutPayResponse } from '@playdesk/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, messageOf } from '../../api/client';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { applyServerErrors, contractResolver } from '../../ui/form-errors';
import { LockIcon, WarningIcon } from '../../ui/icons';
import { Input } from '../../ui/Input';
import { usePayTestCheckout } from './api';
import {
  CARD_ALIASES,
  CARD_FIELDS,
  emptyCard,
  formatCardNumber,
  formatExpiry,
  testCardValues,
  toCardRequest,
  type CardFormValues,
} from './card-model';
import { TestCardHint } from './TestCardHint';
import { useT } from '../../i18n/i18n';

/**
 * The TEST MODE page's card form: number, expiry, CVC and name, checked by the contract's
 * `TestCheckoutPayRequest`. A declined card (402) is named in an alert above the button and the
 * person may try again; a refused field (400) is shown beside it.
 */
export function CardForm({
  checkoutId,
  payLabel,
  cancelPath,
  onPaid,
}: {
  checkoutId: string;
  payLabel: string;
  cancelPath: string;
  onPaid(answer: TestCheckoutPayResponse): Promise<void>;
}) {
  const t = useT();
  const form = useForm<CardFormValues, unknown, TestCheckoutPayRequest>({
    resolver: contractResolver(TestCheckoutPayRequest, toCardRequest, CARD_ALIASES),
    defaultValues: emptyCard,
    mode: 'onTouched',
  });
  const pay = usePayTestCheckout(checkoutId);
  const [declined, setDeclined] = useState<string | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((request) => {
    setDeclined(null);
    pay.mutate(request, {
      onSuccess: (answer) => onPaid(answer),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const other = applyServerErrors(error.body, form.setError, CARD_FIELDS, CARD_ALIASES);
          if (other.length > 0) setDeclined(other.join(' '));
        } else {
          setDeclined(messageOf(error));
        }
      },
    });
  });

  const fill = (number: string) => {
    const name = form.getValues('name');
    form.reset(testCardValues(number, name || 'Test Customer'));
    setDeclined(null);
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TestCardHint onUse={fill} />
      <Field label={t('billing.card.number')} error={errors.card_number?.message}>
        {(field) => (
          <Input
            {...field}
            {...form.register('card_number', {
              onChange: (e: { target: HTMLInputElement }) =>
                form.setValue('card_number', formatCardNumber(e.target.value)),
            })}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            className="font-mono tracking-wide"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('billing.card.expiry')} error={errors.expiry?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('expiry', {
                onChange: (e: { target: HTMLInputElement }) =>
                  form.setValue('expiry', formatExpiry(e.target.value, form.getValues('expiry'))),
              })}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('billing.card.expiry_placeholder')}
              className="font-mono"
            />
          )}
        </Field>
        <Field label={t('billing.card.cvc')} error={errors.cvc?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              placeholder="123"
              className="font-mono"
            />
          )}
        </Field>
      </div>
      <Field label={t('billing.card.name')} error={errors.name?.message}>
        {(field) => <Input {...field} {...form.register('name')} autoComplete="cc-name" />}
      </Field>

      {declined ? (
        <div
          role="alert"
          data-testid="checkout-declined"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <WarningIcon className="mt-0.5 size-5 shrink-0 text-red-600" />
          <p>
            <span className="font-semibold">{declined}</span> {t('billing.card.declined')}
          </p>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:items-center sm:justify-between">
        <Link
          to={cancelPath}
          className="text-center text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline"
        >
          {t('billing.card.cancel')}
        </Link>
        <Button
          type="submit"
          size="lg"
          loading={pay.isPending}
          icon={<LockIcon className="size-4" />}
        >
          {payLabel}
        </Button>
      </div>
    </form>
  );
}
