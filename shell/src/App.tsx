import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { PortalThemeProvider } from '@portal/ui/theme';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@portal/ui/toast';
import { ShellLayout } from './layout/ShellLayout';
import { NotFoundPage } from './routes/pages';
import { RouteElement } from './routes/RouteElement';
import { routeTable } from './routes/route-table';

/**
 * The portal: theme, router built from the route table, and the ONE ToastContainer (top right, 5 s,
 * at most three at once; toasts of one kind join, see @portal/ui/toast).
 */
export function App() {
  return (
    <PortalThemeProvider>
      <BrowserRouter>
        <Routes>
          <Route element={<ShellLayout />}>
            {routeTable.map((route) => (
              <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_DURATION_MS}
        limit={TOAST_LIMIT}
        theme="dark"
        newestOnTop
      />
    </PortalThemeProvider>
  );
}
