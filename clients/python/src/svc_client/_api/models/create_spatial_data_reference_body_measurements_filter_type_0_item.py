from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateSpatialDataReferenceBodyMeasurementsFilterType0Item")


@_attrs_define
class CreateSpatialDataReferenceBodyMeasurementsFilterType0Item:
    """
    Attributes:
        key (str):
        operator (str):
        value (Any):
    """

    key: str
    operator: str
    value: Any
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        key = self.key

        operator = self.operator

        value = self.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
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

        create_spatial_data_reference_body_measurements_filter_type_0_item = cls(
            key=key,
            operator=operator,
            value=value,
        )

        create_spatial_data_reference_body_measurements_filter_type_0_item.additional_properties = d
        return create_spatial_data_reference_body_measurements_filter_type_0_item

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
