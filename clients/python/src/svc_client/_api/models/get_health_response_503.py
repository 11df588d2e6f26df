from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_health_response_503_status import GetHealthResponse503Status

if TYPE_CHECKING:
    from ..models.get_health_response_503_checks_item import (
        GetHealthResponse503ChecksItem,
    )


T = TypeVar("T", bound="GetHealthResponse503")


@_attrs_define
class GetHealthResponse503:
    """
    Attributes:
        status (GetHealthResponse503Status):
        checks (list[GetHealthResponse503ChecksItem]):
    """

    status: GetHealthResponse503Status
    checks: list[GetHealthResponse503ChecksItem]

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
        from ..models.get_health_response_503_checks_item import (
            GetHealthResponse503ChecksItem,
        )

        d = dict(src_dict)
        status = GetHealthResponse503Status(d.pop("status"))

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in _checks:
            checks_item = GetHealthResponse503ChecksItem.from_dict(checks_item_data)

            checks.append(checks_item)

        get_health_response_503 = cls(
            status=status,
            checks=checks,
        )

        return get_health_response_503
