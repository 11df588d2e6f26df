import type { ViewBinding } from '../../platform/plugins/types.ts';
import type { FocusChannel } from './focus.ts';
import { parseSelector, select } from './selector.ts';

/**
 * Binding resolution (docs/views.md), a pure function of the recipe's bindings and the
 * focus DataObject's referenced channels:
 *
 * - one channel matches: RESOLVED with it; a binding `unit` other than the channel's stored unit
 *   is a `unit-mismatch` warning (no warning when the channel has no unit stored);
 * - none matches: MISSING when the binding is optional (the renderer drops the dimension), a
 *   refusal when it is `required`;
 * - several match: a refusal, whether required or not. Picking one (the first by id) would draw
 *   a plausible chart of the wrong sensor without saying so; the answer lists the candidates, and
 *   a selector naming one more name (device, location …) picks one;
 * - a selector that is neither a JSON object of channel names nor a channel id: a refusal.
 *
 * Refusals are collected over all bindings, so one answer names every binding to fix.
 */
export interface BindingInput {
  readonly role: string;
  readonly channelSelector: string;
  readonly unit?: string | null | undefined;
  readonly required?: boolean | null | undefined;
}

export interface ResolvedBinding extends ViewBinding {
  readonly channel: FocusChannel | null;
}

export type Refusal =
  | {
      readonly index: number;
      readonly role: string;
      readonly channelSelector: string;
      readonly reason: 'INVALID_SELECTOR';
      readonly message: string;
    }
  | {
      readonly index: number;
      readonly role: string;
      readonly channelSelector: string;
      readonly reason: 'MISSING';
      readonly message: string;
    }
  | {
      readonly index: number;
      readonly role: string;
      readonly channelSelector: string;
      readonly reason: 'AMBIGUOUS';
      readonly message: string;
      readonly candidates: readonly {
        id: number;
        measurement: string;
        device: string;
        location: string;
        symbolicName: string;
        field: string;
      }[];
    };

export interface Warning {
  readonly role: string | null;
  readonly code: string;
  readonly message: string;
}

export const MAX_CANDIDATES = 10;

export function resolveBindings(
  bindings: readonly BindingInput[],
  channels: readonly FocusChannel[],
): { bindings: ResolvedBinding[]; refusals: Refusal[]; warnings: Warning[] } {
  const out: ResolvedBinding[] = [];
  const refusals: Refusal[] = [];
  const warnings: Warning[] = [];
  bindings.forEach((b, index) => {
    const base = {
      role: b.role,
      channelSelector: b.channelSelector,
      unit: b.unit ?? null,
      required: b.required === true,
    };
    const at = { index, role: b.role, channelSelector: b.channelSelector };
    const parsed = parseSelector(b.channelSelector);
    if (!parsed.ok) {
      refusals.push({
        ...at,
        reason: 'INVALID_SELECTOR',
        message: `hasChannelBinding[${index}] (role ${b.role}): the channelSelector ${parsed.reason}.`,
      });
      return;
    }
    const found = select(parsed.selector, channels);
    if (found.length > 1) {
      refusals.push({
        ...at,
        reason: 'AMBIGUOUS',
        message: `hasChannelBinding[${index}] (role ${b.role}): the channelSelector matches ${found.length} channels of the DataObject; name more of measurement, device, location, symbolicName, field to pick one.`,
        candidates: found
          .slice(0, MAX_CANDIDATES)
          .map(({ id, measurement, device, location, symbolicName, field }) => ({
            id,
            measurement,
            device,
            location,
            symbolicName,
            field,
          })),
      });
      return;
    }
    const channel = found[0];
    if (!channel) {
      if (base.required)
        refusals.push({
          ...at,
          reason: 'MISSING',
          message: `hasChannelBinding[${index}] (role ${b.role}) is required, and no channel referenced by the DataObject matches its channelSelector.`,
        });
      else out.push({ ...base, status: 'MISSING', channel: null });
      return;
    }
    if (base.unit !== null && channel.unit !== null && channel.unit !== base.unit) {
      warnings.push({
        role: b.role,
        code: 'unit-mismatch',
        message: `Role ${b.role} expects unit ${base.unit}; channel ${channel.id} is in ${channel.unit}.`,
      });
    }
    out.push({ ...base, status: 'RESOLVED', channel });
  });
  return { bindings: out, refusals, warnings };
}
