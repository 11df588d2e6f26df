from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.create_timeseries_reference_body_timeseries_item import (
        CreateTimeseriesReferenceBodyTimeseriesItem,
    )


T = TypeVar("T", bound="CreateTimeseriesReferenceBody")


@_attrs_define
class CreateTimeseriesReferenceBody:
    """
    Attributes:
        name (str):
        start (int): Nanoseconds since the Unix epoch (an exact int64 ≥ 0).
        end (int): Nanoseconds since the Unix epoch (an exact int64 ≥ 0).
        timeseries (list[CreateTimeseriesReferenceBodyTimeseriesItem]):
        timeseries_container_id (int):
    """

    name: str
    start: int
    end: int
    timeseries: list[CreateTimeseriesReferenceBodyTimeseriesItem]
    timeseries_container_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        start = self.start

        end = self.end

        timeseries = []
        for timeseries_item_data in self.timeseries:
            timeseries_item = timeseries_item_data.to_dict()
            timeseries.append(timeseries_item)

        timeseries_container_id = self.timeseries_container_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "start": start,
                "end": end,
                "timeseries": timeseries,
                "timeseriesContainerId": timeseries_container_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_timeseries_reference_body_timeseries_item import (
            CreateTimeseriesReferenceBodyTimeseriesItem,
        )

        d = dict(src_dict)
        name = d.pop("name")

        start = d.pop("start")

        end = d.pop("end")

        timeseries = []
        _timeseries = d.pop("timeseries")
        for timeseries_item_data in _timeseries:
            timeseries_item = CreateTimeseriesReferenceBodyTimeseriesItem.from_dict(
                timeseries_item_data
            )

            timeseries.append(timeseries_item)

        timeseries_container_id = d.pop("timeseriesContainerId")

        create_timeseries_reference_body = cls(
            name=name,
            start=start,
            end=end,
            timeseries=timeseries,
            timeseries_container_id=timeseries_container_id,
        )

        create_timeseries_reference_body.additional_properties = d
        return create_timeseries_reference_body

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
