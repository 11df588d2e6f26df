from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_timeseries_response_200_points_item import (
        GetTimeseriesResponse200PointsItem,
    )
    from ..models.get_timeseries_response_200_timeseries import (
        GetTimeseriesResponse200Timeseries,
    )


T = TypeVar("T", bound="GetTimeseriesResponse200")


@_attrs_define
class GetTimeseriesResponse200:
    """
    Attributes:
        timeseries (GetTimeseriesResponse200Timeseries):
        points (list[GetTimeseriesResponse200PointsItem]):
    """

    timeseries: GetTimeseriesResponse200Timeseries
    points: list[GetTimeseriesResponse200PointsItem]

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
        from ..models.get_timeseries_response_200_points_item import (
            GetTimeseriesResponse200PointsItem,
        )
        from ..models.get_timeseries_response_200_timeseries import (
            GetTimeseriesResponse200Timeseries,
        )

        d = dict(src_dict)
        timeseries = GetTimeseriesResponse200Timeseries.from_dict(d.pop("timeseries"))

        points = []
        _points = d.pop("points")
        for points_item_data in _points:
            points_item = GetTimeseriesResponse200PointsItem.from_dict(points_item_data)

            points.append(points_item)

        get_timeseries_response_200 = cls(
            timeseries=timeseries,
            points=points,
        )

        return get_timeseries_response_200
