import { Route, Routes } from 'react-router-dom';
import { useLeaveEndedSession } from '../features/auth/useLeaveEndedSession';
import { Guard } from './guards';
import Layout from './Layout';
import { NotFoundPage, routes, standInRoutes } from './routes';

// Only mock builds start a stand-in service (src/api/standIn.ts): the condition is written out so
// a production build carries none of this in its first load.
const allRoutes = () =>
  import.meta.env.VITE_API_MOCK === 'true' ? [...routes, ...standInRoutes()] : routes;

export default function App() {
  useLeaveEndedSession();
  return (
    <Routes>
      <Route element={<Layout />}>
        {allRoutes().map(({ path, access, service, page: Page }) => (
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
