import { AppRoutes } from './routes';
import { FailureBoundary } from './shell/FailureBoundary';
import { useFocusOnNavigation } from './shell/route-focus';

/**
 * The routes, with the focus moved to each new page's heading. A page that fails, the shell around it
 * included, shows that it failed instead of a white page.
 */
export function App() {
  useFocusOnNavigation();
  return (
    <FailureBoundary isPage>
      <AppRoutes />
    </FailureBoundary>
  );
}
