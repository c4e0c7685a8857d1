import { useMutation } from '@tanstack/react-query';
import type { SecondFactorChallengeResponse } from '@playdesk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';
import { useT } from '../i18n/i18n';
import { withLoading } from './actions';
import { AuthHeading } from './AuthLayout';
import { finishSecondFactor, passkeyAssertion, pendingChallenge } from './second-factor';
import { landingPath } from './social';

type Mode = 'code' | 'recovery_code';

/**
 * The sign-in's second step (docs/two-factor.md#signing-in): the authenticator app's code, or a
 * recovery code, or a passkey. Wrong answers count like wrong passwords; after 5 the step ends.
 */
export function SecondFactorStep({ step }: { step: SecondFactorChallengeResponse }) {
  const t = useT();
  const navigate = useNavigate();
  const hasTotp = step.methods.includes('totp');
  const [mode, setMode] = useState<Mode>(hasTotp ? 'code' : 'recovery_code');
  const [value, setValue] = useState('');
  const finish = useMutation({
    mutationFn: (proof: Parameters<typeof finishSecondFactor>[1]) =>
      withLoading(() => finishSecondFactor(step.challenge, proof)),
    onSuccess: (answer) => navigate(landingPath(answer), { replace: true }),
    onError: () => setValue(''),
  });
  const usePasskey = async () => {
    if (!step.passkey_options) return;
    const passkey = await passkeyAssertion(step.passkey_options);
    finish.mutate({ passkey });
  };
  const passkeyFlow = useMutation({ mutationFn: usePasskey });

  return (
    <>
      <AuthHeading
        title={t('auth.second_factor_title')}
        description={
          mode === 'code' ? t('auth.second_factor_intro') : t('auth.recovery_code_intro')
        }
      />
      {step.methods.includes('totp') || step.methods.includes('recovery_code') ? (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!value.trim()) return;
            finish.mutate(mode === 'code' ? { code: value } : { recovery_code: value });
          }}
        >
          <Field label={mode === 'code' ? t('auth.code_label') : t('auth.recovery_code_label')}>
            {(field) => (
              <Input
                {...field}
                name={mode}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                inputMode={mode === 'code' ? 'numeric' : 'text'}
                autoComplete="one-time-code"
                maxLength={mode === 'code' ? 12 : 40}
                autoFocus
              />
            )}
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={finish.isPending}>
            {t('auth.verify')}
          </Button>
        </form>
      ) : null}
      <div className="mt-5 flex flex-col gap-2">
        {step.methods.includes('passkey') ? (
          <Button
            variant="secondary"
            size="lg"
            className="w-full"
            loading={passkeyFlow.isPending}
            onClick={() => passkeyFlow.mutate()}
          >
            {t('auth.use_passkey')}
          </Button>
        ) : null}
        {hasTotp && step.methods.includes('recovery_code') ? (
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setValue('');
              setMode(mode === 'code' ? 'recovery_code' : 'code');
            }}
          >
            {mode === 'code' ? t('auth.use_recovery_code') : t('auth.use_app_code')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className="w-full"
          onClick={() => pendingChallenge.setState({ step: null })}
        >
          {t('auth.back_to_sign_in')}
        </Button>
      </div>
    </>
  );
}
