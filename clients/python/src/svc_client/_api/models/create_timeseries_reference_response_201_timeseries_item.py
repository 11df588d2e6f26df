from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateTimeseriesReferenceResponse201TimeseriesItem")


@_attrs_define
class CreateTimeseriesReferenceResponse201TimeseriesItem:
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

    def to_dict(self) -> dict[str, Any]:
        measurement = self.measurement

        device = self.device

        location = self.location

        symbolic_name = self.symbolic_name

        field = self.field

        field_dict: dict[str, Any] = {}

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

        create_timeseries_reference_response_201_timeseries_item = cls(
            measurement=measurement,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            field=field,
        )

        return create_timeseries_reference_response_201_timeseries_item
