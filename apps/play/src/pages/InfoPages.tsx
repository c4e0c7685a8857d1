import { useEffect } from 'react';
import { CompassIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Playdesk`;
  }, [title]);
}

export function NotFoundPage() {
  useTitle('Page not found');
  return (
    <PageShell>
      <InfoCard icon={CompassIcon} title="Page not found">
        <p>We could not find a game at this address. Check the link and try again.</p>
      </InfoCard>
    </PageShell>
  );
}
