import { Fragment } from 'react';

/** Sign-in, sign-up and password screens (the identity work fills this in). */
export function authRoutes() {
  return <Fragment />;
}
