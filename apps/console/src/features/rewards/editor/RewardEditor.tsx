import { CreateRewardRequest, isPoolKind, type Language, type Reward } from '@playdesk/contract';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { useT } from '../../../i18n/i18n';
import { pathTo } from '../../../rules/routes';
import { toast } from '../../../session/toast';
import { Button, LinkButton } from '../../../ui/Button';
import { applyServerErrors, contractResolver } from '../../../ui/form-errors';
import { ArrowLeftIcon, PhoneIcon } from '../../../ui/icons';
import { Modal } from '../../../ui/Modal';
import { PageHeader } from '../../../ui/PageHeader';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { useSaveReward, type RewardFormRequest } from '../api';
import {
  newRewardValues,
  REWARD_ALIASES,
  REWARD_FIELDS,
  rewardToValues,
  valuesToRequest,
  type RewardFormValues,
} from '../reward-model';
import { DeleteRewardDialog } from './DeleteRewardDialog';
import { DetailsSection, KindSection, RedeemingSection } from './RewardFormSections';
import { RewardPreview, type PreviewReward } from './RewardPreview';
import { RewardTranslations } from './RewardTranslations';
import { StockCard } from './StockCard';
import { WinnersCard } from './WinnersCard';

export function BackLink() {
  const t = useT();
  return (
    <Link
      to={pathTo('RewardList')}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-500 hover:text-slate-800"
    >
      <ArrowLeftIcon className="size-4" />
      {t('rewards.title')}
    </Link>
  );
}

const resolver = contractResolver<RewardFormValues, RewardFormRequest>(
  CreateRewardRequest,
  valuesToRequest,
  REWARD_ALIASES,
);

/**
 * Creates a reward (`reward` null) or edits one, next to the win pop-up's preview; an existing
 * reward also shows its stock (with the code pool's upload and generation) and its winners.
 * The form follows the console's one recipe (docs/guides/add-a-console-section.md#forms).
 */
export function RewardEditor({ reward }: { reward: Reward | null }) {
  const t = useT();
  const navigate = useNavigate();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const defaults = useMemo(() => (reward ? rewardToValues(reward) : newRewardValues()), [reward]);
  const form = useForm<RewardFormValues, unknown, RewardFormRequest>({
    resolver,
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { isDirty } = form.formState;
  const watched = useWatch({ control: form.control }) as RewardFormValues;
  const request = valuesToRequest({ ...defaults, ...watched });
  // A translation being written shows in the preview, its missing texts in the default language.
  const [translating, setTranslating] = useState<{
    language: Language;
    texts: Record<string, string>;
  } | null>(null);
  const [translationDirty, setTranslationDirty] = useState(false);
  const preview: PreviewReward = {
    ...request,
    ...translating?.texts,
    shared_value: watched.shared_value ?? '',
  };

  const save = useSaveReward(reward?.public_id ?? null);
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(rewardToValues(saved));
        if (reward) {
          toast.success(t('rewards.editor.saved'));
          return;
        }
        toast.success(
          isPoolKind(saved.kind)
            ? t('rewards.editor.created_pool', {
                name: saved.name,
                word: saved.kind === 'unique_link' ? 'link' : 'code',
              })
            : t('rewards.editor.created', { name: saved.name }),
        );
        setLeaveTo(pathTo('RewardEdit', { id: saved.public_id }));
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          applyServerErrors(error.body, form.setError, REWARD_FIELDS, REWARD_ALIASES);
        }
      },
    }),
  );

  // Leave only once the saved values are the form's (so the unsaved-changes guard stays quiet).
  useEffect(() => {
    if (leaveTo) void navigate(leaveTo);
  }, [leaveTo, navigate]);

  const heading = reward ? reward.name : t('rewards.new');

  return (
    <>
      <BackLink />
      <PageHeader
        title={heading}
        description={reward ? t('rewards.editor.edit_hint') : t('rewards.editor.new_hint')}
        actions={
          reward ? (
            <Button
              variant="secondary"
              className="text-red-600"
              onClick={() => setConfirmDelete(true)}
            >
              {t('rewards.editor.delete')}
            </Button>
          ) : null
        }
      />
      <UnsavedChangesGuard dirty={(isDirty || translationDirty) && !leaveTo && !save.isPending} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <form
            noValidate
            aria-label={reward ? t('rewards.editor.edit', { name: reward.name }) : t('rewards.new')}
            onSubmit={onSubmit}
            className="space-y-5"
            data-testid="reward-form"
          >
            <DetailsSection form={form} autoFocus={!reward} />
            <KindSection form={form} fixedKind={reward !== null} />
            <RedeemingSection form={form} />

            <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:shadow-sm">
              <p className="hidden flex-1 text-sm text-slate-500 sm:block" aria-live="polite">
                {isDirty ? t('common.unsaved_changes') : reward ? t('common.all_saved') : ''}
              </p>
              <Button
                variant="secondary"
                className="lg:hidden"
                icon={<PhoneIcon className="size-4" />}
                onClick={() => setPreviewOpen(true)}
              >
                {t('rewards.preview')}
              </Button>
              <span className="flex-1 sm:hidden" />
              <span className="hidden sm:contents">
                <LinkButton to={pathTo('RewardList')} variant="ghost">
                  {t('common.cancel')}
                </LinkButton>
              </span>
              <Button type="submit" loading={save.isPending} data-testid="reward-save">
                {reward ? t('rewards.editor.save') : t('rewards.editor.create')}
              </Button>
            </div>
          </form>

          {reward ? (
            <>
              <RewardTranslations
                reward={reward}
                values={{ ...defaults, ...watched }}
                onDirty={setTranslationDirty}
                onDraft={setTranslating}
              />
              <StockCard reward={reward} />
              <WinnersCard reward={reward} />
            </>
          ) : null}
        </div>

        <aside className="sticky top-6 hidden lg:block" aria-label={t('rewards.preview')}>
          <RewardPreview reward={preview} games={reward?.games ?? []} />
        </aside>
      </div>

      <Modal
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        title={t('rewards.preview')}
        description={t('rewards.preview_hint')}
        size="sm"
      >
        <RewardPreview reward={preview} games={reward?.games ?? []} />
      </Modal>

      {reward ? (
        <DeleteRewardDialog
          reward={reward}
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          onDeleted={() => {
            form.reset(form.getValues());
            setLeaveTo(pathTo('RewardList'));
          }}
        />
      ) : null}
    </>
  );
}
