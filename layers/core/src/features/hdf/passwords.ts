import { createHash } from 'node:crypto';

/**
 * The sidecar password of a user when HSDS runs with `password_salt` (how HSDS learns svc's users;
 * docs/hdf.md): HSDS accepts, for any username, the first 32 hex digits of
 * SHA-512(username ‖ salt). svc holds the salt, so it can tell each user their own password and
 * HSDS needs no user list; what a user may do is only what the ACLs svc writes allow.
 */
export function sidecarPassword(username: string, salt: string): string {
  return createHash('sha512').update(`${username}${salt}`, 'utf8').digest('hex').slice(0, 32);
}
