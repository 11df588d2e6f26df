from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_readiness_response_503_checks_item_status import (
    GetReadinessResponse503ChecksItemStatus,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_readiness_response_503_checks_item_data import (
        GetReadinessResponse503ChecksItemData,
    )


T = TypeVar("T", bound="GetReadinessResponse503ChecksItem")


@_attrs_define
class GetReadinessResponse503ChecksItem:
    """
    Attributes:
        name (str):
        status (GetReadinessResponse503ChecksItemStatus):
        data (GetReadinessResponse503ChecksItemData | Unset):
    """

    name: str
    status: GetReadinessResponse503ChecksItemStatus
    data: GetReadinessResponse503ChecksItemData | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        status = self.status.value

        data: dict[str, Any] | Unset = UNSET
        if not isinstance(self.data, Unset):
            data = self.data.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "status": status,
            }
        )
        if data is not UNSET:
            field_dict["data"] = data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_readiness_response_503_checks_item_data import (
            GetReadinessResponse503ChecksItemData,
        )

        d = dict(src_dict)
        name = d.pop("name")

        status = GetReadinessResponse503ChecksItemStatus(d.pop("status"))

        _data = d.pop("data", UNSET)
        data: GetReadinessResponse503ChecksItemData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = GetReadinessResponse503ChecksItemData.from_dict(_data)

        get_readiness_response_503_checks_item = cls(
            name=name,
            status=status,
            data=data,
        )

        return get_readiness_response_503_checks_item
