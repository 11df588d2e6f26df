from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateTimeseriesBodyTimeseries")


@_attrs_define
class CreateTimeseriesBodyTimeseries:
    """
    Attributes:
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
    """

    measurement: str
    device: str
    location: str
    symbolic_name: str
    field: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        measurement = self.measurement

        device = self.device

        location = self.location

        symbolic_name = self.symbolic_name

        field = self.field

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "measurement": measurement,
                "device": device,
                "location": location,
                "symbolicName": symbolic_name,
                "field": field,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        measurement = d.pop("measurement")

        device = d.pop("device")

        location = d.pop("location")

        symbolic_name = d.pop("symbolicName")

        field = d.pop("field")

        create_timeseries_body_timeseries = cls(
            measurement=measurement,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            field=field,
        )

        create_timeseries_body_timeseries.additional_properties = d
        return create_timeseries_body_timeseries

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
