from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetLegacyV1StatsResponse200OperationsAdditionalProperty")


@_attrs_define
class GetLegacyV1StatsResponse200OperationsAdditionalProperty:
    """
    Attributes:
        calls (int):
        distinct_callers (int): Distinct callers of the operation over the window
        last_call_at (None | str): The operation's last call in the window (null for days counted before it was
            recorded)
    """

    calls: int
    distinct_callers: int
    last_call_at: None | str

    def to_dict(self) -> dict[str, Any]:
        calls = self.calls

        distinct_callers = self.distinct_callers

        last_call_at: None | str
        last_call_at = self.last_call_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "calls": calls,
                "distinctCallers": distinct_callers,
                "lastCallAt": last_call_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        calls = d.pop("calls")

        distinct_callers = d.pop("distinctCallers")

        def _parse_last_call_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_call_at = _parse_last_call_at(d.pop("lastCallAt"))

        get_legacy_v1_stats_response_200_operations_additional_property = cls(
            calls=calls,
            distinct_callers=distinct_callers,
            last_call_at=last_call_at,
        )

        return get_legacy_v1_stats_response_200_operations_additional_property
