import { newAppId } from '../../kernel/ids.ts';
import type { Principal } from '../../kernel/principal.ts';
import { forbidden, notFound } from '../../kernel/problem.ts';
import { logger } from '../../platform/observability/logger.ts';
import { ROLE_BITS } from './acl.ts';
import { queueRetry, syncContainer } from './bridge.ts';
import {
  checkCollectionForCreate,
  commitContainer,
  containerAcls,
  getContainer,
  hdfDomainOf,
  softDelete,
  type HdfContainerInput,
  type HdfContainerView,
} from './containers.ts';
import { sidecarPassword } from './passwords.ts';
import { ensureRoot, folderOf, sidecar, sidecarAccount, type Sidecar } from './sidecar.ts';
import { permissionsView, type PermissionsView } from '../../access/permissions/service.ts';
import { outsideRequest } from '../../platform/request-deadline.ts';

/**
 * HDF container lifecycle (docs/hdf.md): create provisions the sidecar folder
 * first and then commits the graph, removing the folder again when the commit fails; delete
 * drops the folder (every domain in it) and then marks the container deleted. A sidecar failure
 * answers 503 before the graph is touched, so nothing is left half-made either way.
 */
export interface CreateSteps {
  readonly sidecar: () => Promise<Sidecar>;
  readonly commit: typeof commitContainer;
}
const realSteps: CreateSteps = { sidecar, commit: commitContainer };

export async function createHdfContainer(
  principal: Principal,
  input: HdfContainerInput,
  steps: CreateSteps = realSteps,
): Promise<HdfContainerView> {
  if (input.collectionAppId) await checkCollectionForCreate(principal, input.collectionAppId);
  const appId = newAppId();
  const folder = folderOf(hdfDomainOf(appId));
  const s = await steps.sidecar();
  await ensureRoot(s);
  await s.createFolder(folder);
  const rollback = async (err: unknown): Promise<never> => {
    // Runs even when the request's deadline budget is what failed the create.
    await outsideRequest(() => s.deleteTree(folder)).catch((cleanup: unknown) =>
      logger.error('hdf.create.rollback-failed', { error: cleanup as Error, folder }),
    );
    throw err;
  };
  // HSDS gives a new folder a public-read `default` entry: closed before anything else happens.
  await s.putAcl(folder, 'default', ROLE_BITS.none).catch(rollback);
  const view = await steps.commit(principal, appId, input).catch(rollback);
  // The owner's and the Collection's entries; the container exists now, so a failure here is a
  // sync for the retry worker, not a failed create.
  try {
    const [acl] = await containerAcls({ appIds: [appId], limit: 1 });
    if (acl) await syncContainer(s, acl);
  } catch (err) {
    logger.warn('hdf.create.sync-deferred', { appId, error: err as Error });
    await queueRetry([appId], 'the first sync after create failed').catch((e: unknown) =>
      logger.error('hdf.acl.sync-lost', { error: e as Error, containers: [appId] }),
    );
  }
  return view;
}

export async function readHdfContainer(
  principal: Principal,
  appId: string,
): Promise<HdfContainerView & { permissions?: Omit<PermissionsView, 'entityId'> }> {
  const { view, canManage, permissions } = await getContainer(principal, appId);
  if (!canManage) return view;
  const p = permissions ?? {
    owner: view.owner,
    permissionType: 'Private' as const,
    reader: [],
    writer: [],
    manager: [],
    readerGroupIds: [],
    writerGroupIds: [],
  };
  const { entityId: _entityId, ...shown } = permissionsView(0, p);
  return { ...view, permissions: shown };
}

export async function deleteHdfContainer(principal: Principal, appId: string): Promise<void> {
  const { view } = await getContainer(principal, appId);
  if (view.owner !== principal.username)
    throw forbidden(`Only the owner (${view.owner}) may delete HDF container ${appId}.`);
  const s = await sidecar();
  await s.deleteTree(folderOf(view.hdfDomain));
  await softDelete(appId, principal.username);
}

/** The caller's own sidecar credentials (404 while no password salt is configured). */
export async function sidecarCredentialsOf(
  principal: Principal,
): Promise<{ endpoint: string; username: string; password: string }> {
  const account = await sidecarAccount();
  if (!account.salt)
    throw notFound(
      'This instance has no sidecar password salt (svc.hdf.sidecar.password-salt): sidecar credentials come from elsewhere.',
    );
  return {
    endpoint: account.endpoint,
    username: principal.username,
    password: sidecarPassword(principal.username, account.salt),
  };
}
