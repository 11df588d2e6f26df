from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetRefreshRunResponse200ResultType1")


@_attrs_define
class GetRefreshRunResponse200ResultType1:
    """
    Attributes:
        failure (str):
    """

    failure: str

    def to_dict(self) -> dict[str, Any]:
        failure = self.failure

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "failure": failure,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        failure = d.pop("failure")

        get_refresh_run_response_200_result_type_1 = cls(
            failure=failure,
        )

        return get_refresh_run_response_200_result_type_1
