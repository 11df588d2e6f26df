from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_health_response_200_checks_item_status import (
    GetHealthResponse200ChecksItemStatus,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.get_health_response_200_checks_item_data import (
        GetHealthResponse200ChecksItemData,
    )


T = TypeVar("T", bound="GetHealthResponse200ChecksItem")


@_attrs_define
class GetHealthResponse200ChecksItem:
    """
    Attributes:
        name (str):
        status (GetHealthResponse200ChecksItemStatus):
        data (GetHealthResponse200ChecksItemData | Unset):
    """

    name: str
    status: GetHealthResponse200ChecksItemStatus
    data: GetHealthResponse200ChecksItemData | Unset = UNSET

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
        from ..models.get_health_response_200_checks_item_data import (
            GetHealthResponse200ChecksItemData,
        )

        d = dict(src_dict)
        name = d.pop("name")

        status = GetHealthResponse200ChecksItemStatus(d.pop("status"))

        _data = d.pop("data", UNSET)
        data: GetHealthResponse200ChecksItemData | Unset
        if isinstance(_data, Unset):
            data = UNSET
        else:
            data = GetHealthResponse200ChecksItemData.from_dict(_data)

        get_health_response_200_checks_item = cls(
            name=name,
            status=status,
            data=data,
        )

        return get_health_response_200_checks_item
