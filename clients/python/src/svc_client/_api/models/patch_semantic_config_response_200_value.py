from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PatchSemanticConfigResponse200Value")


@_attrs_define
class PatchSemanticConfigResponse200Value:
    """
    Attributes:
        disabled_bundles (Any):
    """

    disabled_bundles: Any

    def to_dict(self) -> dict[str, Any]:
        disabled_bundles = self.disabled_bundles

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "disabledBundles": disabled_bundles,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        disabled_bundles = d.pop("disabledBundles")

        patch_semantic_config_response_200_value = cls(
            disabled_bundles=disabled_bundles,
        )

        return patch_semantic_config_response_200_value
