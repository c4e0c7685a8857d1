import { sectionTheyCanOpen } from '../../rules/modules';
import { routeTitle, useT } from '../../i18n/i18n';
import { pathTo, sectionOf, type RouteName } from '../../rules/routes';
import { useSession } from '../../session/hooks';
import { LinkButton } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons-core';

/**
 * What a team member sees when their role does not open a section
 * (docs/product-rules.md#module-fallback), in one wording everywhere: "You don't have access to
 * {section}", whose account it is, and to ask the account owner.
 *
 * - As the page (`shownOn` absent): the route guard blocked the route — the member's modules open
 *   no fallback route, or only this one. It links to a section their role opens, if there is one.
 * - Above the page the guard sent them to instead (`shownOn`), which the product's module check
 *   requires: the same words, and that they are on that page now.
 */
export function NoAccess({
  denied,
  shownOn,
}: {
  denied: RouteName | null;
  shownOn?: RouteName | undefined;
}) {
  const t = useT();
  const business =
    useSession((s) => s.user?.current_account.business_name) ?? t('access.this_business');
  const modules = useSession((s) => s.accessModules);
  const about = denied
    ? { kind: 'section', section: routeTitle(t, sectionOf(denied)) }
    : { kind: 'page', section: '' };
  const title = t('access.title', about);
  const why = t('access.why', { ...about, business });

  if (shownOn) {
    return (
      <section
        role="status"
        aria-labelledby="no-access-title"
        data-testid="no-access"
        className="mb-6 flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3"
      >
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <LockIcon className="size-4" />
        </span>
        <div className="text-sm">
          <h2 id="no-access-title" className="font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-slate-700">
            {why} {t('access.shown_on', { section: routeTitle(t, sectionOf(shownOn)) })}
          </p>
        </div>
      </section>
    );
  }

  const elsewhere = sectionTheyCanOpen(modules, denied);
  return (
    <div data-testid="no-access">
      <EmptyState
        icon={<LockIcon className="size-6" />}
        title={title}
        description={elsewhere ? why : `${why} ${t('access.nothing_else')}`}
        action={
          elsewhere ? (
            <LinkButton to={pathTo(elsewhere)}>
              {t('access.go_to', { section: routeTitle(t, elsewhere) })}
            </LinkButton>
          ) : null
        }
      />
    </div>
  );
}
