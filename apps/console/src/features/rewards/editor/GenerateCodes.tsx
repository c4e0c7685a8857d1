import {
  CODE_ALPHABETS,
  GenerateCodesRequest,
  REWARD_LIMITS,
  type CodeImportReport,
} from '@playdesk/contract';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { richText, useT } from '../../../i18n/i18n';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { Input } from '../../../ui/Input';
import { Select } from '../../../ui/Select';
import { useGenerateCodes } from '../api';
import { generationRoom, sampleCode } from '../codes-model';

interface GenerateValues {
  count: string;
  prefix: string;
  length: string;
  alphabet: (typeof CODE_ALPHABETS)[number];
}

const FIELDS = ['count', 'prefix', 'length', 'alphabet'] as const;

const toRequest = (v: GenerateValues) => ({
  count: Number(v.count.trim() || 0),
  prefix: v.prefix,
  length: Number(v.length.trim() || 0),
  alphabet: v.alphabet,
});

const resolver = contractResolver<GenerateValues, z.output<typeof GenerateCodesRequest>>(
  GenerateCodesRequest,
  toRequest,
);

/** Generates codes into the pool: how many, a prefix, the length after it and the characters. */
export function GenerateCodes({
  rewardId,
  onDone,
}: {
  rewardId: string;
  onDone(report: CodeImportReport): void;
}) {
  const t = useT();
  const form = useForm<GenerateValues, unknown, z.output<typeof GenerateCodesRequest>>({
    resolver,
    defaultValues: { count: '100', prefix: '', length: '10', alphabet: 'letters_digits' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const generate = useGenerateCodes(rewardId);
  const values = useWatch({ control: form.control }) as GenerateValues;
  const request = toRequest(values);
  const room = generationRoom(request.length, request.alphabet, request.count);

  const onSubmit = form.handleSubmit((body) =>
    generate.mutate(body, {
      onSuccess: (report) => onDone(report),
      onError: (error) => {
        if (error instanceof ApiError) applyServerErrors(error.body, form.setError, FIELDS);
      },
    }),
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('rewards.generate.submit')}
    >
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Field label={t('rewards.generate.count')} error={errors.count?.message}>
          {(field) => (
            <Input
              {...field}
              {...form.register('count')}
              type="number"
              inputMode="numeric"
              min={1}
              max={REWARD_LIMITS.generateMax}
              data-testid="generate-count"
            />
          )}
        </Field>
        <Field
          label={t('rewards.generate.prefix')}
          hint={t('rewards.generate.optional')}
          error={errors.prefix?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('prefix')}
              maxLength={REWARD_LIMITS.generatePrefixMax}
              className="font-mono"
              placeholder={t('rewards.generate.prefix_placeholder')}
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          label={t('rewards.generate.length')}
          hint={t('rewards.generate.length_hint')}
          error={errors.length?.message}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('length')}
              type="number"
              inputMode="numeric"
              min={REWARD_LIMITS.generateLengthMin}
              max={REWARD_LIMITS.generateLengthMax}
            />
          )}
        </Field>
        <Field label={t('rewards.generate.alphabet')} error={errors.alphabet?.message}>
          {(field) => (
            <Select {...field} {...form.register('alphabet')}>
              {CODE_ALPHABETS.map((a) => (
                <option key={a} value={a}>
                  {t(`rewards.generate.alphabet.${a}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {richText(
            t,
            'rewards.generate.sample',
            {},
            {
              sample: (
                <span className="font-mono text-slate-800">
                  {sampleCode(values.prefix ?? '', request.length, request.alphabet)}
                </span>
              ),
            },
          )}
          {room.crowded ? ` ${t('rewards.generate.crowded')}` : ''}
        </p>
        <Button
          type="submit"
          variant="secondary"
          loading={generate.isPending}
          data-testid="generate-submit"
        >
          {t('rewards.generate.submit')}
        </Button>
      </div>
    </form>
  );
}
