import { useEffect, useState } from 'react';
import { operatorApi } from '../../api/operator-api';

/** Whether the signed-in user reviews abuse reports; false until the server said so. */
export function useIsOperator(): boolean {
  const [operator, setOperator] = useState(false);
  useEffect(() => {
    let current = true;
    operatorApi.isOperator().then(
      (answer) => current && setOperator(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return operator;
}
