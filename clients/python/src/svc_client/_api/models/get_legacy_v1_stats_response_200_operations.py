from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.get_legacy_v1_stats_response_200_operations_additional_property import (
        GetLegacyV1StatsResponse200OperationsAdditionalProperty,
    )


T = TypeVar("T", bound="GetLegacyV1StatsResponse200Operations")


@_attrs_define
class GetLegacyV1StatsResponse200Operations:
    """Per operation: calls, distinct callers and the last call over the window"""

    additional_properties: dict[
        str, GetLegacyV1StatsResponse200OperationsAdditionalProperty
    ] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_legacy_v1_stats_response_200_operations_additional_property import (
            GetLegacyV1StatsResponse200OperationsAdditionalProperty,
        )

        d = dict(src_dict)
        get_legacy_v1_stats_response_200_operations = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = (
                GetLegacyV1StatsResponse200OperationsAdditionalProperty.from_dict(
                    prop_dict
                )
            )

            additional_properties[prop_name] = additional_property

        get_legacy_v1_stats_response_200_operations.additional_properties = (
            additional_properties
        )
        return get_legacy_v1_stats_response_200_operations

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(
        self, key: str
    ) -> GetLegacyV1StatsResponse200OperationsAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(
        self, key: str, value: GetLegacyV1StatsResponse200OperationsAdditionalProperty
    ) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
