import { describe, expect, it } from 'vitest';
import { createToastStore, type Timers } from '../session/toast';
import { ApiError } from './client';
import { createQueryClient } from './query-client';

/** Timers that never fire: the 5 s hide is not what these tests are about. */
const stillTimers: Timers = { setTimeout: () => 0, clearTimeout: () => undefined };

function setup() {
  const toasts = createToastStore(stillTimers);
  const client = createQueryClient(toasts);
  const act = (fn: () => Promise<unknown>, onSuccess?: () => void) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: fn, onSuccess })
      .execute(undefined)
      .catch(() => undefined);
  const taken = () =>
    Promise.reject(new ApiError(409, {}, 'An account with this email already exists.'));
  return { toasts, client, act, taken };
}

describe('the warning of a failed action', () => {
  it('is shown, and hidden once a retry succeeds (it is no longer true)', async () => {
    const { toasts, act, taken } = setup();
    await act(taken);
    expect(toasts.getState().message).toMatchObject({
      type: 'warning',
      text: 'An account with this email already exists.',
    });
    await act(() => Promise.resolve('welcome'));
    expect(toasts.getState().message).toBeNull();
  });

  it('leaves the success message of the action that went through', async () => {
    const { toasts, act, taken } = setup();
    await act(taken);
    await act(
      () => Promise.resolve('saved'),
      () => toasts.getState().show('Saved.', 'success'),
    );
    expect(toasts.getState().message).toMatchObject({ type: 'success', text: 'Saved.' });
  });

  it('leaves a message shown since, such as a failed load', async () => {
    const { toasts, client, act, taken } = setup();
    await act(taken);
    await client
      .fetchQuery({
        queryKey: ['plans'],
        queryFn: () => Promise.reject(new Error('Offline')),
        retry: false,
      })
      .catch(() => undefined);
    expect(toasts.getState().message?.text).toBe('Offline');
    await act(() => Promise.resolve('ok'));
    expect(toasts.getState().message?.text).toBe('Offline');
  });
});

describe('the warning of a refused form (docs/product-rules.md#error-text)', () => {
  const weak = () =>
    Promise.reject(
      new ApiError(
        400,
        {
          message: 'The request is not valid.',
          errors: ['password: Password is too easy to guess: it is a sequence like "1234".'],
        },
        'password: Password is too easy to guess: it is a sequence like "1234".',
      ),
    );

  function run(meta?: { fieldsInPlace: readonly string[] }) {
    const toasts = createToastStore(stillTimers);
    const client = createQueryClient(toasts);
    return client
      .getMutationCache()
      .build(client, { mutationFn: weak, ...(meta ? { meta } : {}) })
      .execute(undefined)
      .catch(() => undefined)
      .then(() => toasts.getState().message);
  }

  it('shows no raw field key in the toast', async () => {
    expect((await run())?.text).toBe(
      'Password is too easy to guess: it is a sequence like "1234".',
    );
  });

  it('shows no toast when the form puts every error under its field', async () => {
    expect(await run({ fieldsInPlace: ['email', 'password'] })).toBeNull();
  });

  it('still toasts the errors no field of the form shows', async () => {
    expect((await run({ fieldsInPlace: ['email'] }))?.text).toBe(
      'Password is too easy to guess: it is a sequence like "1234".',
    );
  });
});
