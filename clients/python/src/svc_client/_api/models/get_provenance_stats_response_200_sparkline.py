from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetProvenanceStatsResponse200Sparkline")


@_attrs_define
class GetProvenanceStatsResponse200Sparkline:
    """
    Attributes:
        bucket (Literal['day']):
        days (int):
        from_millis (int):
        counts (list[int]):
    """

    bucket: Literal["day"]
    days: int
    from_millis: int
    counts: list[int]

    def to_dict(self) -> dict[str, Any]:
        bucket = self.bucket

        days = self.days

        from_millis = self.from_millis

        counts = self.counts

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bucket": bucket,
                "days": days,
                "fromMillis": from_millis,
                "counts": counts,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bucket = cast(Literal["day"], d.pop("bucket"))
        if bucket != "day":
            raise ValueError(f"bucket must match const 'day', got '{bucket}'")

        days = d.pop("days")

        from_millis = d.pop("fromMillis")

        counts = cast(list[int], d.pop("counts"))

        get_provenance_stats_response_200_sparkline = cls(
            bucket=bucket,
            days=days,
            from_millis=from_millis,
            counts=counts,
        )

        return get_provenance_stats_response_200_sparkline
