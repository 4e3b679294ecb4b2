import { Link } from 'react-router-dom';

export function LandingPage() {
  return (
    <section className="hero">
      <h1>Dynamic QR codes that never stop working</h1>
      <p>
        Create QR codes of 16 types, change where they lead after printing and see who scans them. One plan, $5 a month:
        unlimited scans, no watermarks.
      </p>
      <Link className="button button--primary" to="/create-qr">
        Create QR Code
      </Link>
    </section>
  );
}
