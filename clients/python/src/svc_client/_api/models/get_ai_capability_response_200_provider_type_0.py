from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_ai_capability_response_200_provider_type_0_capabilities_item import (
    GetAiCapabilityResponse200ProviderType0CapabilitiesItem,
)

T = TypeVar("T", bound="GetAiCapabilityResponse200ProviderType0")


@_attrs_define
class GetAiCapabilityResponse200ProviderType0:
    """
    Attributes:
        id (str):
        capabilities (list[GetAiCapabilityResponse200ProviderType0CapabilitiesItem]):
    """

    id: str
    capabilities: list[GetAiCapabilityResponse200ProviderType0CapabilitiesItem]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        capabilities = []
        for capabilities_item_data in self.capabilities:
            capabilities_item = capabilities_item_data.value
            capabilities.append(capabilities_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "capabilities": capabilities,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        capabilities = []
        _capabilities = d.pop("capabilities")
        for capabilities_item_data in _capabilities:
            capabilities_item = GetAiCapabilityResponse200ProviderType0CapabilitiesItem(
                capabilities_item_data
            )

            capabilities.append(capabilities_item)

        get_ai_capability_response_200_provider_type_0 = cls(
            id=id,
            capabilities=capabilities,
        )

        return get_ai_capability_response_200_provider_type_0
