import { Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { LandingPage } from './landing-page';
import { RemoteRoute } from './remote-route';

const loadDashboard = () => import('dashboard/Module');
const loadCreator = () => import('creator/Module');
const loadBilling = () => import('billing/Module');

export function App() {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Link className="brand" to="/">
          LiveQR
        </Link>
        <nav aria-label="Main">
          <NavLink to="/dashboard">My QR Codes</NavLink>
          <NavLink to="/create-qr">Create QR Code</NavLink>
          <NavLink to="/billing">Billing</NavLink>
        </nav>
      </header>
      <main id="main" className="content">
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/dashboard" element={<RemoteRoute name="My QR Codes" load={loadDashboard} />} />
          <Route path="/create-qr" element={<RemoteRoute name="The QR code creator" load={loadCreator} />} />
          <Route path="/billing" element={<RemoteRoute name="Billing" load={loadBilling} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
      <footer className="footer">
        <p>© {new Date().getFullYear()} LiveQR</p>
      </footer>
    </div>
  );
}
