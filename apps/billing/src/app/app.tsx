import { Link } from 'react-router-dom';

/** The billing micro-frontend: Subscription & Billing. */
export default function BillingApp() {
  return (
    <section aria-labelledby="billing-title">
      <Link to="/dashboard">Back to Dashboard</Link>
      <h1 id="billing-title">Subscription &amp; Billing</h1>
      <article className="card">
        <h2>Monthly Plan</h2>
        <p>
          <strong>$5</strong> / month
        </p>
        <p className="muted">All features included · Cancel anytime</p>
      </article>
    </section>
  );
}
