import { Link } from 'react-router';
import { useSession, useViewer } from '../../session/hooks';
import { pathTo, type RouteName } from '../../rules/routes';
import { sidebarEntries } from '../../rules/visibility';
import { LinkButton } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { CodeIcon, GamesIcon, GiftIcon, SparklesIcon } from '../../ui/icons';
import { useCurrentPlan } from '../plans';
import { useT } from '../../i18n/i18n';

const STEPS: { route: RouteName; step: 'game' | 'reward' | 'site'; icon: typeof GamesIcon }[] = [
  { route: 'GameList', step: 'game', icon: GamesIcon },
  { route: 'RewardList', step: 'reward', icon: GiftIcon },
  { route: 'Domains', step: 'site', icon: CodeIcon },
];

/** First page after registering: what was set up and where to start. */
export function WelcomePage() {
  const t = useT();
  const user = useSession((s) => s.user);
  const viewer = useViewer();
  const { plan } = useCurrentPlan();
  if (!user || !viewer) return null;
  const visible = new Set<RouteName>(sidebarEntries(viewer).map((e) => e.route));

  return (
    <div className="mx-auto max-w-3xl">
      <div className="text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-primary-600 text-white shadow-lg shadow-primary-600/25">
          <SparklesIcon className="size-7" />
        </span>
        <h1 className="mt-6 text-3xl font-semibold tracking-tight text-slate-900">
          {t('welcome.title', { business: user.current_account.business_name })}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          {plan
            ? t('welcome.ready_plan', {
                plan: plan.name,
                count: user.account_plan.monthly_total_impressions,
              })
            : t('welcome.ready', { count: user.account_plan.monthly_total_impressions })}
        </p>
      </div>

      <div className="mt-10 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => {
          const Icon = step.icon;
          return (
            <Card key={step.route} className="p-5">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
                  <Icon />
                </span>
                <span className="text-xs font-medium text-muted">
                  {t('welcome.step', { n: index + 1 })}
                </span>
              </div>
              <h2 className="mt-4 font-semibold text-slate-900">
                {t(`welcome.${step.step}.title`)}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t(`welcome.${step.step}.text`)}</p>
              {visible.has(step.route) ? (
                <Link
                  to={pathTo(step.route)}
                  className="mt-3 inline-block text-sm font-medium text-primary-600 hover:text-primary-700"
                >
                  {t(`welcome.${step.step}.cta`)} →
                </Link>
              ) : null}
            </Card>
          );
        })}
      </div>

      <div className="mt-10 flex justify-center">
        <LinkButton to={pathTo('Dashboard')} size="lg">
          {t('welcome.dashboard')}
        </LinkButton>
      </div>
    </div>
  );
}
