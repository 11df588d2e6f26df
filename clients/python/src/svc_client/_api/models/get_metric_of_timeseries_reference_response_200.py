from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_metric_of_timeseries_reference_response_200_function import (
    GetMetricOfTimeseriesReferenceResponse200Function,
)

T = TypeVar("T", bound="GetMetricOfTimeseriesReferenceResponse200")


@_attrs_define
class GetMetricOfTimeseriesReferenceResponse200:
    """
    Attributes:
        function (GetMetricOfTimeseriesReferenceResponse200Function):
        value (bool | float | int | None | str):
    """

    function: GetMetricOfTimeseriesReferenceResponse200Function
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
        function = GetMetricOfTimeseriesReferenceResponse200Function(d.pop("function"))

        def _parse_value(data: object) -> bool | float | int | None | str:
            if data is None:
                return data
            return cast(bool | float | int | None | str, data)

        value = _parse_value(d.pop("value"))

        get_metric_of_timeseries_reference_response_200 = cls(
            function=function,
            value=value,
        )

        return get_metric_of_timeseries_reference_response_200
