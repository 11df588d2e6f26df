from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchSemanticConfigBody")


@_attrs_define
class PatchSemanticConfigBody:
    """
    Attributes:
        disabled_bundles (list[str] | None | Unset):
    """

    disabled_bundles: list[str] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        disabled_bundles: list[str] | None | Unset
        if isinstance(self.disabled_bundles, Unset):
            disabled_bundles = UNSET
        elif isinstance(self.disabled_bundles, list):
            disabled_bundles = self.disabled_bundles

        else:
            disabled_bundles = self.disabled_bundles

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if disabled_bundles is not UNSET:
            field_dict["disabledBundles"] = disabled_bundles

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_disabled_bundles(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                disabled_bundles_type_0 = cast(list[str], data)

                return disabled_bundles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        disabled_bundles = _parse_disabled_bundles(d.pop("disabledBundles", UNSET))

        patch_semantic_config_body = cls(
            disabled_bundles=disabled_bundles,
        )

        return patch_semantic_config_body
