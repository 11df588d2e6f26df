import { notFound } from '../../kernel/problem.ts';
import { listContainerRows, readContainerRow, readRun } from './run-store.ts';
import { containerView, type ContainerMigrationView } from './status-view.ts';

/** `GET /svc/api/temp/migrations/state`: one row per file container a migration run touched. */
export async function containerMigrationStates(): Promise<ContainerMigrationView[]> {
  const [rows, run] = await Promise.all([listContainerRows(), readRun()]);
  return rows.map((r) => containerView(r, run));
}

/** `GET /svc/api/temp/migrations/{containerId}`: 404 for a container no run touched. */
export async function containerMigrationState(containerId: number): Promise<ContainerMigrationView> {
  const [row, run] = await Promise.all([readContainerRow(containerId), readRun()]);
  if (!row) throw notFound(`No migration has touched container ${containerId}.`);
  return containerView(row, run);
}
