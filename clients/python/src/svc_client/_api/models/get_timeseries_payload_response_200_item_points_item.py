from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTimeseriesPayloadResponse200ItemPointsItem")


@_attrs_define
class GetTimeseriesPayloadResponse200ItemPointsItem:
    """
    Attributes:
        timestamp (int):
        value (bool | float | int | None | str):
    """

    timestamp: int
    value: bool | float | int | None | str

    def to_dict(self) -> dict[str, Any]:
        timestamp = self.timestamp

        value: bool | float | int | None | str
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "timestamp": timestamp,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        timestamp = d.pop("timestamp")

        def _parse_value(data: object) -> bool | float | int | None | str:
            if data is None:
                return data
            return cast(bool | float | int | None | str, data)

        value = _parse_value(d.pop("value"))

        get_timeseries_payload_response_200_item_points_item = cls(
            timestamp=timestamp,
            value=value,
        )

        return get_timeseries_payload_response_200_item_points_item
