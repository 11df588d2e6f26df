from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_timeseries_payload_response_200_item_points_item import (
        GetTimeseriesPayloadResponse200ItemPointsItem,
    )
    from ..models.get_timeseries_payload_response_200_item_timeseries import (
        GetTimeseriesPayloadResponse200ItemTimeseries,
    )


T = TypeVar("T", bound="GetTimeseriesPayloadResponse200Item")


@_attrs_define
class GetTimeseriesPayloadResponse200Item:
    """
    Attributes:
        timeseries (GetTimeseriesPayloadResponse200ItemTimeseries):
        points (list[GetTimeseriesPayloadResponse200ItemPointsItem]):
    """

    timeseries: GetTimeseriesPayloadResponse200ItemTimeseries
    points: list[GetTimeseriesPayloadResponse200ItemPointsItem]

    def to_dict(self) -> dict[str, Any]:
        timeseries = self.timeseries.to_dict()

        points = []
        for points_item_data in self.points:
            points_item = points_item_data.to_dict()
            points.append(points_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "timeseries": timeseries,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_timeseries_payload_response_200_item_points_item import (
            GetTimeseriesPayloadResponse200ItemPointsItem,
        )
        from ..models.get_timeseries_payload_response_200_item_timeseries import (
            GetTimeseriesPayloadResponse200ItemTimeseries,
        )

        d = dict(src_dict)
        timeseries = GetTimeseriesPayloadResponse200ItemTimeseries.from_dict(
            d.pop("timeseries")
        )

        points = []
        _points = d.pop("points")
        for points_item_data in _points:
            points_item = GetTimeseriesPayloadResponse200ItemPointsItem.from_dict(
                points_item_data
            )

            points.append(points_item)

        get_timeseries_payload_response_200_item = cls(
            timeseries=timeseries,
            points=points,
        )

        return get_timeseries_payload_response_200_item
