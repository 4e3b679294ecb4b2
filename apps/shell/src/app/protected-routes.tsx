import { Route } from 'react-router';
import { RequireSignIn } from './auth/require-sign-in';
import { RemoteRoute } from './remote-route';
import { RequireWorkspaceRole } from './workspaces/workspace-gates';

const loadDashboard = () => import('dashboard/Module');
const loadCreator = () => import('creator/Module');
const loadBilling = () => import('billing/Module');

/**
 * The signed-in part of LiveQR: each route is rendered by a micro-frontend, behind the sign-in guard,
 * in the workspace the address names; creating and editing need an editor there, billing its owner.
 */
export function protectedRoutes() {
  return (
    <Route element={<RequireSignIn />}>
      <Route path="/dashboard" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      <Route element={<RequireWorkspaceRole needs="editor" />}>
        <Route path="/dashboard/import" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
        <Route path="/create-qr" element={<RemoteRoute nameKey="nav.createQr" load={loadCreator} />} />
        <Route path="/qr-codes/:id/edit" element={<RemoteRoute nameKey="nav.createQr" load={loadCreator} />} />
      </Route>
      <Route element={<RequireWorkspaceRole needs="owner" />}>
        <Route path="/billing" element={<RemoteRoute nameKey="nav.billing" load={loadBilling} />} />
      </Route>
      <Route path="/account" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      <Route path="/analytics" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      <Route path="/analytics/:qrId" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      <Route path="/operator/reports" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      <Route path="/members" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      {/* For owners and admins (both): the pages themselves tell the others, as the API refuses them. */}
      <Route path="/members/activity" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
      <Route path="/domains" element={<RemoteRoute nameKey="nav.dashboard" load={loadDashboard} />} />
    </Route>
  );
}
