from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_metrics_of_timeseries_reference_response_200_item_function import (
    GetMetricsOfTimeseriesReferenceResponse200ItemFunction,
)

T = TypeVar("T", bound="GetMetricsOfTimeseriesReferenceResponse200Item")


@_attrs_define
class GetMetricsOfTimeseriesReferenceResponse200Item:
    """
    Attributes:
        function (GetMetricsOfTimeseriesReferenceResponse200ItemFunction):
        value (bool | float | int | None | str):
    """

    function: GetMetricsOfTimeseriesReferenceResponse200ItemFunction
    value: bool | float | int | None | str

    def to_dict(self) -> dict[str, Any]:
        function = self.function.value

        value: bool | float | int | None | str
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "function": function,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        function = GetMetricsOfTimeseriesReferenceResponse200ItemFunction(
            d.pop("function")
        )

        def _parse_value(data: object) -> bool | float | int | None | str:
            if data is None:
                return data
            return cast(bool | float | int | None | str, data)

        value = _parse_value(d.pop("value"))

        get_metrics_of_timeseries_reference_response_200_item = cls(
            function=function,
            value=value,
        )

        return get_metrics_of_timeseries_reference_response_200_item
