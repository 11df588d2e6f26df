from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="GetTimeseriesBucketsResponse200BucketsItem")


@_attrs_define
class GetTimeseriesBucketsResponse200BucketsItem:
    """
    Attributes:
        timestamp (int): The bucket start, ns since the epoch
        count (bool | float | int | None | str | Unset):
        sum_ (bool | float | int | None | str | Unset):
        mean (bool | float | int | None | str | Unset):
        min_ (bool | float | int | None | str | Unset):
        max_ (bool | float | int | None | str | Unset):
        first (bool | float | int | None | str | Unset):
        last (bool | float | int | None | str | Unset):
        spread (bool | float | int | None | str | Unset):
    """

    timestamp: int
    count: bool | float | int | None | str | Unset = UNSET
    sum_: bool | float | int | None | str | Unset = UNSET
    mean: bool | float | int | None | str | Unset = UNSET
    min_: bool | float | int | None | str | Unset = UNSET
    max_: bool | float | int | None | str | Unset = UNSET
    first: bool | float | int | None | str | Unset = UNSET
    last: bool | float | int | None | str | Unset = UNSET
    spread: bool | float | int | None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        timestamp = self.timestamp

        count: bool | float | int | None | str | Unset
        if isinstance(self.count, Unset):
            count = UNSET
        else:
            count = self.count

        sum_: bool | float | int | None | str | Unset
        if isinstance(self.sum_, Unset):
            sum_ = UNSET
        else:
            sum_ = self.sum_

        mean: bool | float | int | None | str | Unset
        if isinstance(self.mean, Unset):
            mean = UNSET
        else:
            mean = self.mean

        min_: bool | float | int | None | str | Unset
        if isinstance(self.min_, Unset):
            min_ = UNSET
        else:
            min_ = self.min_

        max_: bool | float | int | None | str | Unset
        if isinstance(self.max_, Unset):
            max_ = UNSET
        else:
            max_ = self.max_

        first: bool | float | int | None | str | Unset
        if isinstance(self.first, Unset):
            first = UNSET
        else:
            first = self.first

        last: bool | float | int | None | str | Unset
        if isinstance(self.last, Unset):
            last = UNSET
        else:
            last = self.last

        spread: bool | float | int | None | str | Unset
        if isinstance(self.spread, Unset):
            spread = UNSET
        else:
            spread = self.spread

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "timestamp": timestamp,
            }
        )
        if count is not UNSET:
            field_dict["COUNT"] = count
        if sum_ is not UNSET:
            field_dict["SUM"] = sum_
        if mean is not UNSET:
            field_dict["MEAN"] = mean
        if min_ is not UNSET:
            field_dict["MIN"] = min_
        if max_ is not UNSET:
            field_dict["MAX"] = max_
        if first is not UNSET:
            field_dict["FIRST"] = first
        if last is not UNSET:
            field_dict["LAST"] = last
        if spread is not UNSET:
            field_dict["SPREAD"] = spread

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        timestamp = d.pop("timestamp")

        def _parse_count(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        count = _parse_count(d.pop("COUNT", UNSET))

        def _parse_sum_(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        sum_ = _parse_sum_(d.pop("SUM", UNSET))

        def _parse_mean(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        mean = _parse_mean(d.pop("MEAN", UNSET))

        def _parse_min_(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        min_ = _parse_min_(d.pop("MIN", UNSET))

        def _parse_max_(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        max_ = _parse_max_(d.pop("MAX", UNSET))

        def _parse_first(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        first = _parse_first(d.pop("FIRST", UNSET))

        def _parse_last(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        last = _parse_last(d.pop("LAST", UNSET))

        def _parse_spread(data: object) -> bool | float | int | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | float | int | None | str | Unset, data)

        spread = _parse_spread(d.pop("SPREAD", UNSET))

        get_timeseries_buckets_response_200_buckets_item = cls(
            timestamp=timestamp,
            count=count,
            sum_=sum_,
            mean=mean,
            min_=min_,
            max_=max_,
            first=first,
            last=last,
            spread=spread,
        )

        return get_timeseries_buckets_response_200_buckets_item
