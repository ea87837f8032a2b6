/**
 * In DATA_DIR, readable by its owner only: where the backup command finds the running server's backup endpoint
 * (`backup-endpoint.ts`) and its secret.
 */
export const BACKUP_ENDPOINT_FILE = 'backup-endpoint.json';

export interface BackupEndpointAddress {
  pid: number;
  port: number;
  token: string;
}
