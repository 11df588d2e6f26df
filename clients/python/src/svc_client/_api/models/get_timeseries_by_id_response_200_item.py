from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_timeseries_by_id_response_200_item_value_type import (
    GetTimeseriesByIdResponse200ItemValueType,
)

T = TypeVar("T", bound="GetTimeseriesByIdResponse200Item")


@_attrs_define
class GetTimeseriesByIdResponse200Item:
    """
    Attributes:
        id (int):
        container_id (int):
        value_type (GetTimeseriesByIdResponse200ItemValueType):
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
    """

    id: int
    container_id: int
    value_type: GetTimeseriesByIdResponse200ItemValueType
    measurement: str
    device: str
    location: str
    symbolic_name: str
    field: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        container_id = self.container_id

        value_type = self.value_type.value

        measurement = self.measurement

        device = self.device

        location = self.location

        symbolic_name = self.symbolic_name

        field = self.field

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "containerId": container_id,
                "valueType": value_type,
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
        id = d.pop("id")

        container_id = d.pop("containerId")

        value_type = GetTimeseriesByIdResponse200ItemValueType(d.pop("valueType"))

        measurement = d.pop("measurement")

        device = d.pop("device")

        location = d.pop("location")

        symbolic_name = d.pop("symbolicName")

        field = d.pop("field")

        get_timeseries_by_id_response_200_item = cls(
            id=id,
            container_id=container_id,
            value_type=value_type,
            measurement=measurement,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            field=field,
        )

        return get_timeseries_by_id_response_200_item
