/** The rewards types the player app uses: types only, so no zod reaches its bundle. */
export type {
  AccountRewardsResponse,
  FairnessCommitment,
  PublicReward,
  RewardKind,
  WonReward,
} from '@playdesk/contract';
export type { TemplateValues } from '@playdesk/contract/template-variables';
