import { RouterProvider } from 'react-aria-components';
import { useLocation } from 'wouter';
import { AppRoutes } from './routes';

/** react-aria's links and buttons navigate through the same router as the rest of the app. */
export function App() {
  const [, navigate] = useLocation();
  return (
    <RouterProvider navigate={(path) => navigate(path)}>
      <AppRoutes />
    </RouterProvider>
  );
}
