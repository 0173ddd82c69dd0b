import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { PortalThemeProvider } from '@portal/ui/theme';
import { ShellLayout } from './layout/ShellLayout';
import { NotFoundPage } from './routes/pages';
import { RouteElement } from './routes/RouteElement';
import { routeTable } from './routes/route-table';

/** The portal: theme, router built from the route table, and the ONE ToastContainer (top right, 5 s). */
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
      <ToastContainer position="top-right" autoClose={5000} theme="dark" newestOnTop />
    </PortalThemeProvider>
  );
}
