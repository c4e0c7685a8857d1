import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ROUTES } from '../rules/routes';
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
  useEffect(() => {
    document.title = name ? `${ROUTES[name].title} · Playdesk` : 'Playdesk';
  }, [name]);
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
