import { onPermissionsChanged } from '../access/permissions/changed.ts';
import { onPermissionsChanged as hdfPermissionBridge } from '../features/hdf/bridge.ts';
import { onCollectionDeletion } from '../platform/collection-deletion.ts';
import { snapshotsOfDeletedCollection } from '../features/snapshots/purge.ts';
import { hdfOfDeletedCollection } from '../features/hdf/deleted-collection.ts';

/**
 * Listeners of internal events, registered in every function (app/handler.ts imports this):
 * the HDF permission bridge rewrites sidecar ACLs after a permission write (a no-op while
 * svc.hdf.enabled is false, and one indexed graph read when no HDF container is touched).
 */
onPermissionsChanged(hdfPermissionBridge);
// A Collection's snapshots are deleted with it, in the background (features/snapshots/purge.ts).
onCollectionDeletion(snapshotsOfDeletedCollection);
// A deleted Collection's HDF containers lose the access it gave, in the background (features/hdf/deleted-collection.ts).
onCollectionDeletion(hdfOfDeletedCollection);
