import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { AppRoutes } from './routes';
import { useFocusOnNavigation } from './shell/route-focus';

/** react-aria's links and buttons navigate through the same router as the rest of the app. */
export function App() {
  const [, navigate] = useLocation();
  useFocusOnNavigation();
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <AppRoutes />
    </RouterProvider>
  );
}
