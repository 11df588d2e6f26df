from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetProvenanceStatsResponse200Totals")


@_attrs_define
class GetProvenanceStatsResponse200Totals:
    """
    Attributes:
        activities (int):
        agents (int):
        first_at_millis (int | None):
        last_at_millis (int | None):
    """

    activities: int
    agents: int
    first_at_millis: int | None
    last_at_millis: int | None

    def to_dict(self) -> dict[str, Any]:
        activities = self.activities

        agents = self.agents

        first_at_millis: int | None
        first_at_millis = self.first_at_millis

        last_at_millis: int | None
        last_at_millis = self.last_at_millis

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "activities": activities,
                "agents": agents,
                "firstAtMillis": first_at_millis,
                "lastAtMillis": last_at_millis,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        activities = d.pop("activities")

        agents = d.pop("agents")

        def _parse_first_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_at_millis = _parse_first_at_millis(d.pop("firstAtMillis"))

        def _parse_last_at_millis(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_at_millis = _parse_last_at_millis(d.pop("lastAtMillis"))

        get_provenance_stats_response_200_totals = cls(
            activities=activities,
            agents=agents,
            first_at_millis=first_at_millis,
            last_at_millis=last_at_millis,
        )

        return get_provenance_stats_response_200_totals
