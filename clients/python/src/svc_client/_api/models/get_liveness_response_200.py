from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_liveness_response_200_status import GetLivenessResponse200Status

if TYPE_CHECKING:
    from ..models.get_liveness_response_200_checks_item import (
        GetLivenessResponse200ChecksItem,
    )


T = TypeVar("T", bound="GetLivenessResponse200")


@_attrs_define
class GetLivenessResponse200:
    """
    Attributes:
        status (GetLivenessResponse200Status):
        checks (list[GetLivenessResponse200ChecksItem]):
    """

    status: GetLivenessResponse200Status
    checks: list[GetLivenessResponse200ChecksItem]

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "checks": checks,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_liveness_response_200_checks_item import (
            GetLivenessResponse200ChecksItem,
        )

        d = dict(src_dict)
        status = GetLivenessResponse200Status(d.pop("status"))

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in _checks:
            checks_item = GetLivenessResponse200ChecksItem.from_dict(checks_item_data)

            checks.append(checks_item)

        get_liveness_response_200 = cls(
            status=status,
            checks=checks,
        )

        return get_liveness_response_200
