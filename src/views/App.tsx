import { AppRoutes } from './routes';
import { useFocusOnNavigation } from './shell/route-focus';

/** The routes, with the focus moved to each new page's heading. */
export function App() {
  useFocusOnNavigation();
  return <AppRoutes />;
}
