import * as z from 'zod';
import { bounds, list, nameText, text } from '../../kernel/bounds.ts';
import { searchQuery } from '../search/wire.ts';
import { legacyUser } from '../accounts/wire.ts';
import { entityStamp, int64, timestamp } from '../../kernel/wire-base.ts';
import { declaredOnly, named, documentBodyAs } from '../../kernel/legacy-names.ts';

/**
 * Wire shapes of the legacy users area (upstream 5.2.0/5.4.0 `UserGroup`, `Subscription`,
 * `UserSearchBody`, `UserSearchResult`, `UserGroupSearchResult`), plus what the reference
 * fixtures add (`appId`, `revision` on UserGroup). Request bodies accept (and ignore) the
 * read-only fields, so a client may PUT back what it GOT.
 */
const INT32_MAX = 2_147_483_647;
const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d{1,16}$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );
const boolean = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

// ── user groups ───────────────────────────────────────────────────────────────────
export const userGroup = z.object({
  ...entityStamp,
  name: z.string(),
  usernames: z.array(z.string()),
});

export const userGroupWrite = z.object({
  name: nameText,
  usernames: list(text(bounds.username, 1))
    .nullish()
    .transform((v) => v ?? []),
});

/** Upstream's `UserGroupAttributes`. */
export const userGroupOrderBy = z.enum(['createdAt', 'updatedAt', 'name']);

export const userGroupListQuery = z.object({
  page: integer(0, INT32_MAX).optional(),
  size: integer(0, INT32_MAX).optional(),
  orderBy: userGroupOrderBy.optional(),
  orderDesc: boolean.optional(),
});

// ── subscriptions ─────────────────────────────────────────────────────────────────
export const REQUEST_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;
export const requestMethod = z.enum(REQUEST_METHODS);

/** Upstream's pattern for `callbackURL`, matched against the whole value (Bean Validation `@Pattern`). */
const CALLBACK_URL =
  /^(?:https?:\/\/(www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*))$/;

export const subscription = z.object({
  id: int64,
  name: z.string(),
  callbackURL: z.string().nullable(),
  subscribedURL: z.string(),
  requestMethod,
  createdBy: z.string(),
  createdAt: timestamp,
});

export const subscriptionWrite = z.object({
  name: nameText,
  callbackURL: text(bounds.uri)
    .regex(CALLBACK_URL, 'callbackURL must be an http(s) URL')
    .nullish()
    .transform((v) => v ?? null),
  subscribedURL: text(bounds.uri).regex(/\S/, 'subscribedURL must not be blank'),
  requestMethod,
});

// ── search ────────────────────────────────────────────────────────────────────────
/** `UserSearchBody` (both searches take it): `searchParams.query` is a JSON query, as a string. */
export const userSearchBody = z.object({
  searchParams: named(z.object({ query: searchQuery }), 'UserSearchParams'),
});

export const userSearchResult = z.object({
  searchParams: named(z.object({ query: z.string() }), 'UserSearchParams'),
  results: z.array(legacyUser),
});
export const userGroupSearchResult = z.object({
  searchParams: named(z.object({ query: z.string() }), 'UserGroupSearchParams'),
  results: z.array(userGroup),
});

// ── upstream's component names, for the legacy OpenAPI view (kernel/legacy-names.ts) ──
named(userGroup, 'UserGroup');
named(subscription, 'Subscription');
named(requestMethod, 'RequestMethod');
named(userGroupOrderBy, 'UserGroupAttributes');
named(userSearchBody, 'UserSearchBody');
named(userSearchResult, 'UserSearchResult', { optional: ['searchParams', 'results'] });
named(userGroupSearchResult, 'UserGroupSearchResult', { optional: ['searchParams', 'results'] });
documentBodyAs(userGroupWrite, userGroup, { keepRequired: true });
documentBodyAs(subscriptionWrite, subscription);

// Upstream's subscription notification (the callback of createSubscription), declared for its model classes.
declaredOnly(
  z
    .object({
      subscription: subscription.optional(),
      subscribedObject: declaredOnly(z.object({ uniqueId: z.string().optional() }), 'HasId')
        .nullable()
        .optional(),
      url: z.string().optional(),
      requestMethod: requestMethod.optional(),
    })
    .describe(
      "Upstream's notification to a subscription's callbackURL. svc records subscriptions but sends no notifications (see the legacy shelf's docs).",
    ),
  'Event',
);
