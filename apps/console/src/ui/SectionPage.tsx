import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState';
import { PageHeader } from './PageHeader';

/** A console section with its header and its empty state. */
export function SectionPage({
  title,
  description,
  actions,
  empty,
  children,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  empty: EmptyStateProps;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      <EmptyState {...empty} />
      {children}
    </>
  );
}
