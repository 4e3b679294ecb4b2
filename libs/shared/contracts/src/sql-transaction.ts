/**
 * A connection inside a transaction the sender opened: what a handler writes on it is stored with
 * the sender's own work, or not at all.
 */
export interface SqlTransaction {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` once the transaction has committed, and never if it rolls back: for what may only
   * start once others can read the rows (an attempt that reads them back). `work` must not throw.
   */
  afterCommit(work: () => void): void;
}
