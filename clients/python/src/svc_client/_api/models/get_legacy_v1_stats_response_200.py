from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_legacy_v1_stats_response_200_operations import (
        GetLegacyV1StatsResponse200Operations,
    )
    from ..models.get_legacy_v1_stats_response_200_per_day_item import (
        GetLegacyV1StatsResponse200PerDayItem,
    )
    from ..models.get_legacy_v1_stats_response_200_per_operation import (
        GetLegacyV1StatsResponse200PerOperation,
    )


T = TypeVar("T", bound="GetLegacyV1StatsResponse200")


@_attrs_define
class GetLegacyV1StatsResponse200:
    """
    Attributes:
        from_ (str):
        to (str):
        total (int):
        distinct_callers (int):
        last_call_at (None | str):
        last_operation (None | str):
        per_operation (GetLegacyV1StatsResponse200PerOperation):
        operations (GetLegacyV1StatsResponse200Operations): Per operation: calls, distinct callers and the last call
            over the window
        per_day (list[GetLegacyV1StatsResponse200PerDayItem]):
    """

    from_: str
    to: str
    total: int
    distinct_callers: int
    last_call_at: None | str
    last_operation: None | str
    per_operation: GetLegacyV1StatsResponse200PerOperation
    operations: GetLegacyV1StatsResponse200Operations
    per_day: list[GetLegacyV1StatsResponse200PerDayItem]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        to = self.to

        total = self.total

        distinct_callers = self.distinct_callers

        last_call_at: None | str
        last_call_at = self.last_call_at

        last_operation: None | str
        last_operation = self.last_operation

        per_operation = self.per_operation.to_dict()

        operations = self.operations.to_dict()

        per_day = []
        for per_day_item_data in self.per_day:
            per_day_item = per_day_item_data.to_dict()
            per_day.append(per_day_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "to": to,
                "total": total,
                "distinctCallers": distinct_callers,
                "lastCallAt": last_call_at,
                "lastOperation": last_operation,
                "perOperation": per_operation,
                "operations": operations,
                "perDay": per_day,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_legacy_v1_stats_response_200_operations import (
            GetLegacyV1StatsResponse200Operations,
        )
        from ..models.get_legacy_v1_stats_response_200_per_day_item import (
            GetLegacyV1StatsResponse200PerDayItem,
        )
        from ..models.get_legacy_v1_stats_response_200_per_operation import (
            GetLegacyV1StatsResponse200PerOperation,
        )

        d = dict(src_dict)
        from_ = d.pop("from")

        to = d.pop("to")

        total = d.pop("total")

        distinct_callers = d.pop("distinctCallers")

        def _parse_last_call_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_call_at = _parse_last_call_at(d.pop("lastCallAt"))

        def _parse_last_operation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_operation = _parse_last_operation(d.pop("lastOperation"))

        per_operation = GetLegacyV1StatsResponse200PerOperation.from_dict(
            d.pop("perOperation")
        )

        operations = GetLegacyV1StatsResponse200Operations.from_dict(
            d.pop("operations")
        )

        per_day = []
        _per_day = d.pop("perDay")
        for per_day_item_data in _per_day:
            per_day_item = GetLegacyV1StatsResponse200PerDayItem.from_dict(
                per_day_item_data
            )

            per_day.append(per_day_item)

        get_legacy_v1_stats_response_200 = cls(
            from_=from_,
            to=to,
            total=total,
            distinct_callers=distinct_callers,
            last_call_at=last_call_at,
            last_operation=last_operation,
            per_operation=per_operation,
            operations=operations,
            per_day=per_day,
        )

        return get_legacy_v1_stats_response_200
