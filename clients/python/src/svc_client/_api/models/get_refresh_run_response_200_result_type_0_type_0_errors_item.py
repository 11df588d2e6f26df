from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetRefreshRunResponse200ResultType0Type0ErrorsItem")


@_attrs_define
class GetRefreshRunResponse200ResultType0Type0ErrorsItem:
    """
    Attributes:
        bundle (str):
        reason (str):
    """

    bundle: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        bundle = self.bundle

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bundle": bundle,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        bundle = d.pop("bundle")

        reason = d.pop("reason")

        get_refresh_run_response_200_result_type_0_type_0_errors_item = cls(
            bundle=bundle,
            reason=reason,
        )

        return get_refresh_run_response_200_result_type_0_type_0_errors_item
