from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_liveness_response_503_status import GetLivenessResponse503Status

if TYPE_CHECKING:
    from ..models.get_liveness_response_503_checks_item import (
        GetLivenessResponse503ChecksItem,
    )


T = TypeVar("T", bound="GetLivenessResponse503")


@_attrs_define
class GetLivenessResponse503:
    """
    Attributes:
        status (GetLivenessResponse503Status):
        checks (list[GetLivenessResponse503ChecksItem]):
    """

    status: GetLivenessResponse503Status
    checks: list[GetLivenessResponse503ChecksItem]

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
        from ..models.get_liveness_response_503_checks_item import (
            GetLivenessResponse503ChecksItem,
        )

        d = dict(src_dict)
        status = GetLivenessResponse503Status(d.pop("status"))

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in _checks:
            checks_item = GetLivenessResponse503ChecksItem.from_dict(checks_item_data)

            checks.append(checks_item)

        get_liveness_response_503 = cls(
            status=status,
            checks=checks,
        )

        return get_liveness_response_503
