from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_imports_response_200_items_item import (
        ListImportsResponse200ItemsItem,
    )


T = TypeVar("T", bound="ListImportsResponse200")


@_attrs_define
class ListImportsResponse200:
    """
    Attributes:
        items (list[ListImportsResponse200ItemsItem]):
        next_cursor (None | str):
    """

    items: list[ListImportsResponse200ItemsItem]
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "items": items,
                "nextCursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_imports_response_200_items_item import (
            ListImportsResponse200ItemsItem,
        )

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:
            items_item = ListImportsResponse200ItemsItem.from_dict(items_item_data)

            items.append(items_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("nextCursor"))

        list_imports_response_200 = cls(
            items=items,
            next_cursor=next_cursor,
        )

        return list_imports_response_200
