import { Link } from 'react-router-dom';

/** The dashboard micro-frontend: My QR Codes (analytics and account join it later). */
export default function DashboardApp() {
  return (
    <section aria-labelledby="dashboard-title">
      <header className="page-header">
        <h1 id="dashboard-title">My QR Codes</h1>
        <Link className="button button--primary" to="/create-qr">
          Create QR Code
        </Link>
      </header>
    </section>
  );
}
