import type { ComponentType, SVGProps } from 'react';
import type { RouteName } from '../../rules/routes';
import {
  BellIcon,
  CalendarIcon,
  CardIcon,
  CodeIcon,
  GamesIcon,
  GiftIcon,
  GlobeIcon,
  HomeIcon,
  LockIcon,
  PhoneIcon,
  PlugIcon,
  ScanIcon,
  TeamIcon,
  TemplatesIcon,
  UsersIcon,
} from '../../ui/icons';

export const NAV_ICONS: Partial<Record<RouteName, ComponentType<SVGProps<SVGSVGElement>>>> = {
  Dashboard: HomeIcon,
  TemplateList: TemplatesIcon,
  GameList: GamesIcon,
  GameCalendar: CalendarIcon,
  RewardList: GiftIcon,
  Counter: ScanIcon,
  CRMList: UsersIcon,
  Domains: GlobeIcon,
  PWA: PhoneIcon,
  Subscription: CardIcon,
  TeamMates: TeamIcon,
  Integrations: PlugIcon,
  NotificationBar: BellIcon,
  ApiKeys: CodeIcon,
  SingleSignOn: LockIcon,
};
