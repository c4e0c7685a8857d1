import { useEffect } from 'react';
import { CompassIcon, EmbedIcon, PhoneIcon } from '../ui/icons.js';
import { InfoCard, PageShell } from '../ui/PageShell.js';

function useTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Playdesk`;
  }, [title]);
}

/** `/page-embedder/…`: embedded pages come with the embed feature. */
export function PageEmbedderPage() {
  useTitle('Embedded page');
  return (
    <PageShell>
      <InfoCard icon={EmbedIcon} title="Embedded game page">
        <p>This address shows a business’s game inside one of its own web pages.</p>
        <p>Embedded pages are not set up for this business yet.</p>
      </InfoCard>
    </PageShell>
  );
}

/** `/pwa/start`: the installed app's start page comes with the PWA feature. */
export function PwaStartPage() {
  useTitle('Start');
  return (
    <PageShell>
      <InfoCard icon={PhoneIcon} title="Play from your home screen">
        <p>This is the start page of a business’s game app, once you add it to your home screen.</p>
        <p>The game app is not set up for this business yet.</p>
      </InfoCard>
    </PageShell>
  );
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
