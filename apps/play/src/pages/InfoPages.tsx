import { useEffect } from 'react';
import { CompassIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';
import { useT } from '../i18n/i18n.js';

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Playdesk`;
  }, [title]);
}

export function NotFoundPage() {
  const t = useT();
  useTitle(t('notfound.title'));
  return (
    <PageShell>
      <InfoCard icon={CompassIcon} title={t('notfound.title')}>
        <p>{t('notfound.body')}</p>
      </InfoCard>
    </PageShell>
  );
}
