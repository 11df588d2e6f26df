from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_storage_status_response_200_adapters_item import (
        GetStorageStatusResponse200AdaptersItem,
    )


T = TypeVar("T", bound="GetStorageStatusResponse200")


@_attrs_define
class GetStorageStatusResponse200:
    """
    Attributes:
        active_provider_id (str):
        adapters (list[GetStorageStatusResponse200AdaptersItem]):
    """

    active_provider_id: str
    adapters: list[GetStorageStatusResponse200AdaptersItem]

    def to_dict(self) -> dict[str, Any]:
        active_provider_id = self.active_provider_id

        adapters = []
        for adapters_item_data in self.adapters:
            adapters_item = adapters_item_data.to_dict()
            adapters.append(adapters_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "activeProviderId": active_provider_id,
                "adapters": adapters,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_storage_status_response_200_adapters_item import (
            GetStorageStatusResponse200AdaptersItem,
        )

        d = dict(src_dict)
        active_provider_id = d.pop("activeProviderId")

        adapters = []
        _adapters = d.pop("adapters")
        for adapters_item_data in _adapters:
            adapters_item = GetStorageStatusResponse200AdaptersItem.from_dict(
                adapters_item_data
            )

            adapters.append(adapters_item)

        get_storage_status_response_200 = cls(
            active_provider_id=active_provider_id,
            adapters=adapters,
        )

        return get_storage_status_response_200
