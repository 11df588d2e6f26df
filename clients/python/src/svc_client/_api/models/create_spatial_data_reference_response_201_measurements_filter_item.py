from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateSpatialDataReferenceResponse201MeasurementsFilterItem")


@_attrs_define
class CreateSpatialDataReferenceResponse201MeasurementsFilterItem:
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

        create_spatial_data_reference_response_201_measurements_filter_item = cls(
            key=key,
            operator=operator,
            value=value,
        )

        return create_spatial_data_reference_response_201_measurements_filter_item
