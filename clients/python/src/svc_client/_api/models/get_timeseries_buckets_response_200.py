from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_timeseries_buckets_response_200_buckets_item import (
        GetTimeseriesBucketsResponse200BucketsItem,
    )


T = TypeVar("T", bound="GetTimeseriesBucketsResponse200")


@_attrs_define
class GetTimeseriesBucketsResponse200:
    """
    Attributes:
        group_by (int): The bucket width asked, ns
        buckets (list[GetTimeseriesBucketsResponse200BucketsItem]): The buckets that hold points, in time order, each
            with the value of every function asked
    """

    group_by: int
    buckets: list[GetTimeseriesBucketsResponse200BucketsItem]

    def to_dict(self) -> dict[str, Any]:
        group_by = self.group_by

        buckets = []
        for buckets_item_data in self.buckets:
            buckets_item = buckets_item_data.to_dict()
            buckets.append(buckets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "groupBy": group_by,
                "buckets": buckets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_timeseries_buckets_response_200_buckets_item import (
            GetTimeseriesBucketsResponse200BucketsItem,
        )

        d = dict(src_dict)
        group_by = d.pop("groupBy")

        buckets = []
        _buckets = d.pop("buckets")
        for buckets_item_data in _buckets:
            buckets_item = GetTimeseriesBucketsResponse200BucketsItem.from_dict(
                buckets_item_data
            )

            buckets.append(buckets_item)

        get_timeseries_buckets_response_200 = cls(
            group_by=group_by,
            buckets=buckets,
        )

        return get_timeseries_buckets_response_200
