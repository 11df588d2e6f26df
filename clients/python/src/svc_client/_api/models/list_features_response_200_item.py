from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListFeaturesResponse200Item")


@_attrs_define
class ListFeaturesResponse200Item:
    """
    Attributes:
        name (str):
        enabled (bool):
        description (str):
    """

    name: str
    enabled: bool
    description: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        enabled = self.enabled

        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "enabled": enabled,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        enabled = d.pop("enabled")

        description = d.pop("description")

        list_features_response_200_item = cls(
            name=name,
            enabled=enabled,
            description=description,
        )

        return list_features_response_200_item
