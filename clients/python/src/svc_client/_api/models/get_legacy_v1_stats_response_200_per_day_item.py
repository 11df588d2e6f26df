from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_legacy_v1_stats_response_200_per_day_item_per_operation import (
        GetLegacyV1StatsResponse200PerDayItemPerOperation,
    )


T = TypeVar("T", bound="GetLegacyV1StatsResponse200PerDayItem")


@_attrs_define
class GetLegacyV1StatsResponse200PerDayItem:
    """
    Attributes:
        day (str):
        total (int):
        distinct_callers (int):
        per_operation (GetLegacyV1StatsResponse200PerDayItemPerOperation):
    """

    day: str
    total: int
    distinct_callers: int
    per_operation: GetLegacyV1StatsResponse200PerDayItemPerOperation

    def to_dict(self) -> dict[str, Any]:
        day = self.day

        total = self.total

        distinct_callers = self.distinct_callers

        per_operation = self.per_operation.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "day": day,
                "total": total,
                "distinctCallers": distinct_callers,
                "perOperation": per_operation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_legacy_v1_stats_response_200_per_day_item_per_operation import (
            GetLegacyV1StatsResponse200PerDayItemPerOperation,
        )

        d = dict(src_dict)
        day = d.pop("day")

        total = d.pop("total")

        distinct_callers = d.pop("distinctCallers")

        per_operation = GetLegacyV1StatsResponse200PerDayItemPerOperation.from_dict(
            d.pop("perOperation")
        )

        get_legacy_v1_stats_response_200_per_day_item = cls(
            day=day,
            total=total,
            distinct_callers=distinct_callers,
            per_operation=per_operation,
        )

        return get_legacy_v1_stats_response_200_per_day_item
