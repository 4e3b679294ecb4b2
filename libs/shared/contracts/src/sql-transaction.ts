/**
 * A connection inside a transaction the sender opened: what a handler writes on it is stored with
 * the sender's own work, or not at all.
 */
export interface SqlTransaction {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
