import { useEffect, useState } from 'react';
import { operatorApi } from '../../api/operator-api';

/**
 * Whether the signed-in user sees the operators' screen: operators, and ADMIN_EMAILS addresses
 * that are told there what they still need; false until the server said so.
 */
export function useSeesOperatorScreen(): boolean {
  const [sees, setSees] = useState(false);
  useEffect(() => {
    let current = true;
    operatorApi.status().then(
      ({ operator, missing }) => current && setSees(operator || missing.length > 0),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return sees;
}
