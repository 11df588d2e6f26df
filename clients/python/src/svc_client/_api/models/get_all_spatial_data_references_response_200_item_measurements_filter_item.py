from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar(
    "T", bound="GetAllSpatialDataReferencesResponse200ItemMeasurementsFilterItem"
)


@_attrs_define
class GetAllSpatialDataReferencesResponse200ItemMeasurementsFilterItem:
    """
    Attributes:
        key (str):
        operator (str):
        value (float):
    """

    key: str
    operator: str
    value: float

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        operator = self.operator

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "key": key,
                "operator": operator,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        key = d.pop("key")

        operator = d.pop("operator")

        value = d.pop("value")

        get_all_spatial_data_references_response_200_item_measurements_filter_item = (
            cls(
                key=key,
                operator=operator,
                value=value,
            )
        )

        return (
            get_all_spatial_data_references_response_200_item_measurements_filter_item
        )
