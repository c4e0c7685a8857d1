import type { TemplateKind } from '@playdesk/contract';
import type { RouteName } from '../../rules/routes';

const ADD: Record<TemplateKind, RouteName> = {
  'game-over': 'GameOverTemplateAdd',
  success: 'SuccessTemplateAdd',
  leaderboard: 'LeaderboardTemplateAdd',
};
const EDIT: Record<TemplateKind, RouteName> = {
  'game-over': 'GameOverTemplateEdit',
  success: 'SuccessTemplateEdit',
  leaderboard: 'LeaderboardTemplateEdit',
};

export const addRoute = (kind: TemplateKind): RouteName => ADD[kind];
export const editRoute = (kind: TemplateKind): RouteName => EDIT[kind];
/** The list, opened on a kind's tab. */
export const listPath = (kind: TemplateKind) =>
  kind === 'game-over' ? '/templates' : `/templates?kind=${kind}`;
