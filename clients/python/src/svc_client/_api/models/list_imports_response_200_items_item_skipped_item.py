from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.list_imports_response_200_items_item_skipped_item_kind import (
    ListImportsResponse200ItemsItemSkippedItemKind,
)

T = TypeVar("T", bound="ListImportsResponse200ItemsItemSkippedItem")


@_attrs_define
class ListImportsResponse200ItemsItemSkippedItem:
    """
    Attributes:
        kind (ListImportsResponse200ItemsItemSkippedItemKind): The kind, as counted in `counts`
        source (str): The item on the source (its kind and legacy id or oid)
        reason (str):
    """

    kind: ListImportsResponse200ItemsItemSkippedItemKind
    source: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        source = self.source

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "source": source,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = ListImportsResponse200ItemsItemSkippedItemKind(d.pop("kind"))

        source = d.pop("source")

        reason = d.pop("reason")

        list_imports_response_200_items_item_skipped_item = cls(
            kind=kind,
            source=source,
            reason=reason,
        )

        return list_imports_response_200_items_item_skipped_item
