import { useI18n } from 'vue-i18n';
import { type CharacterBound, characterBound, type FieldRule } from '../logic/characters.ts';

/**
 * `bound(max, rules?)`: the props bounding a text field to `max` characters (code points), as the
 * API counts them, with the localised message (`characters.tooLong`). Bind with `v-bind`; the
 * form's submit check uses `fitsCharacters` from logic/characters.ts.
 */
export function useCharacterBound(): (max: number, rules?: readonly FieldRule[]) => CharacterBound {
  const { t, n } = useI18n();
  return (max, rules = []) => characterBound(max, (m) => t('characters.tooLong', { max: n(m) }), rules);
}
