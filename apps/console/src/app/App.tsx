import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client';
import { LoadingOverlay } from './global/LoadingOverlay';
import { Toast } from './global/Toast';
import { TopLoadingBar } from './global/TopLoadingBar';
import type { AppRouter } from './router';
import { useI18n } from '../i18n/i18n';

export function App({ router }: { router: AppRouter }) {
  // A change of language renders the pages again from the top: every text and every date or
  // number formatted by lib/format.ts follows it (the router and the query cache are kept).
  const { lang } = useI18n();
  return (
    <QueryClientProvider client={queryClient}>
      <TopLoadingBar />
      <RouterProvider key={lang} router={router} />
      <Toast />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
