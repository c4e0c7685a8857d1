import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { canDrawColorEmoji, PlayerAvatar } from '@playdesk/games/emoji';
import { AVATAR_NAMES, AVATARS, avatarName, DISPLAY_NAME_MAX } from '../lib/avatars.js';
import type { StoredProfile } from '../lib/player.js';
import { CheckIcon } from '../ui/icons.js';
import { Modal } from '../ui/Modal.js';
import { useT } from '../i18n/i18n.js';

interface AvatarDialogProps {
  open: boolean;
  profile: StoredProfile | null;
  onClose: () => void;
  onSave: (changes: { display_name: string | null; avatar: string | null }) => Promise<void>;
}

/** Pick a name and an avatar for the leader board. */
export function AvatarDialog({ open, profile, onClose, onSave }: AvatarDialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('pad.avatar.title')}
      icon={
        <PlayerAvatar
          avatar={profile?.avatar ?? null}
          name={avatarName(profile?.avatar, t)}
          className="mx-auto text-primary-600"
        />
      }
    >
      <AvatarForm profile={profile} onSave={onSave} onClose={onClose} />
    </Modal>
  );
}

function AvatarForm({ profile, onSave, onClose }: Omit<AvatarDialogProps, 'open'>) {
  const [name, setName] = useState(profile?.display_name ?? '');
  const [avatar, setAvatar] = useState<string | null>(profile?.avatar ?? null);
  const t = useT();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const nameId = useId();
  const errorId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed && !avatar) {
      setError(t('pad.avatar.empty'));
      return;
    }
    if (trimmed.length > DISPLAY_NAME_MAX) {
      setError(t('pad.avatar.too_long', { max: DISPLAY_NAME_MAX }));
      return;
    }
    setSaving(true);
    setError('');
    try {
      await onSave({ display_name: trimmed || null, avatar });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : t('pad.avatar.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={nameId} className="text-sm font-semibold text-gray-800">
          {t('pad.avatar.name')}
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={DISPLAY_NAME_MAX}
          autoComplete="nickname"
          placeholder={t('pad.avatar.placeholder')}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="min-h-12 rounded-xl border-2 border-gray-200 px-3 text-base outline-none focus:border-primary-500 focus-visible:outline-none"
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-800">
          {t('pad.avatar.legend')}
        </legend>
        {/* Named tiles (no colour-emoji font) need the room of four columns. */}
        <div className={`grid gap-2 ${canDrawColorEmoji() ? 'grid-cols-6' : 'grid-cols-4'}`}>
          {AVATARS.map((emoji) => (
            <label key={emoji} className="relative">
              <input
                type="radio"
                name="avatar"
                value={emoji}
                checked={avatar === emoji}
                onChange={() => setAvatar(emoji)}
                className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none opacity-0"
                aria-label={t(AVATAR_NAMES[emoji])}
              />
              <span
                aria-hidden="true"
                className="flex aspect-square cursor-pointer items-center justify-center rounded-xl bg-gray-50 text-2xl ring-1 ring-gray-200 transition peer-checked:scale-105 peer-checked:bg-primary-100 peer-checked:ring-3 peer-checked:ring-primary-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-500 hover:bg-primary-50"
              >
                <PlayerAvatar avatar={emoji} name={t(AVATAR_NAMES[emoji])} fallback="name" />
              </span>
              {avatar === emoji && (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -end-1 flex size-5 items-center justify-center rounded-full bg-primary-600 text-white"
                >
                  <CheckIcon className="size-3.5" strokeWidth={3} />
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <p id={errorId} role="alert" className="min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <button type="submit" disabled={saving} className="pd-btn-primary w-full">
        {saving ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}
