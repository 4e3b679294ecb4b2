import { Link } from 'react-router-dom';

/** The creator micro-frontend: the two-step Create QR Code wizard. */
export default function CreatorApp() {
  return (
    <section aria-labelledby="creator-title">
      <Link to="/dashboard">Back to Dashboard</Link>
      <h1 id="creator-title">Create QR Code</h1>
      <ol className="steps" aria-label="Steps">
        <li aria-current="step">1. Select a type of QR code</li>
        <li>2. Content</li>
      </ol>
    </section>
  );
}
