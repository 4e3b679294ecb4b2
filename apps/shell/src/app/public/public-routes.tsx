import { Route } from 'react-router-dom';
import { LandingPage } from './landing-page';

/** Pages anyone can see. */
export function publicRoutes() {
  return <Route path="/" element={<LandingPage />} />;
}
