import { lazy, Suspense, type ComponentProps } from 'react';

const ErrorPageChunk = lazy(() => import('./error-page'));

/** the error page, loaded when one is shown (its illustrations stay out of the shell's first load, issue 13) */
export default function ErrorPage(props: ComponentProps<typeof ErrorPageChunk>) {
  return (
    <Suspense fallback={null}>
      <ErrorPageChunk {...props} />
    </Suspense>
  );
}
