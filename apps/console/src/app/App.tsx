import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../api/query-client';
import { LoadingOverlay } from './global/LoadingOverlay';
import { Toast } from './global/Toast';
import { TopLoadingBar } from './global/TopLoadingBar';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TopLoadingBar />
      <RouterProvider router={router} />
      <Toast />
      <LoadingOverlay />
    </QueryClientProvider>
  );
}
