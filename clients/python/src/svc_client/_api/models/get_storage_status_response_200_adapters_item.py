from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetStorageStatusResponse200AdaptersItem")


@_attrs_define
class GetStorageStatusResponse200AdaptersItem:
    """
    Attributes:
        id (str):
        enabled (bool):
        active (bool):
    """

    id: str
    enabled: bool
    active: bool

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        enabled = self.enabled

        active = self.active

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "enabled": enabled,
                "active": active,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        enabled = d.pop("enabled")

        active = d.pop("active")

        get_storage_status_response_200_adapters_item = cls(
            id=id,
            enabled=enabled,
            active=active,
        )

        return get_storage_status_response_200_adapters_item
