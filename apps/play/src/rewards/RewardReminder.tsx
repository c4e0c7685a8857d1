import { GiftIcon } from '@playdesk/games/icons';
import type { WonReward } from './types.js';
import { richText, useT } from '../i18n/i18n.js';

/** Under the board once the pop-up is closed: the reward won, and a way back to its code. */
export function RewardReminder({ won, onShow }: { won: WonReward; onShow: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <GiftIcon className="size-7 shrink-0 text-amber-600" />
      <p className="min-w-0 flex-1 text-[15px] text-amber-950">
        {richText(
          t,
          'reward.reminder',
          {},
          {
            name: <strong className="break-words">{won.reward.name}</strong>,
          },
        )}
      </p>
      <button type="button" className="pd-btn-soft shrink-0" onClick={onShow}>
        {t('reward.show')}
      </button>
    </div>
  );
}
