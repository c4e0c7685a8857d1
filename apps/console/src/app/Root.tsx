import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { routeTitle, useT } from '../i18n/i18n';
import { useRouteName } from './hooks';

/** Scrolling resets to the top on every navigation (docs/product-rules.md#routes). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

function DocumentTitle() {
  const name = useRouteName();
  const t = useT();
  useEffect(() => {
    document.title = name ? `${routeTitle(t, name)} · Playdesk` : 'Playdesk';
  }, [name, t]);
  return null;
}

export function Root() {
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <Outlet />
    </>
  );
}
