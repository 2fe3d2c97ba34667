import { Route, Routes } from 'react-router-dom';
import { useLeaveEndedSession } from '../features/auth/useLeaveEndedSession';
import { Guard } from './guards';
import Layout from './Layout';
import { mockRoutes, NotFoundPage, routes } from './routes';

export default function App() {
  useLeaveEndedSession();
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...routes, ...mockRoutes].map(({ path, access, service, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Guard access={access} service={service === true}>
                <Page />
              </Guard>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
