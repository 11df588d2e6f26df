from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_import_response_200_skipped_item_kind import (
    GetImportResponse200SkippedItemKind,
)

T = TypeVar("T", bound="GetImportResponse200SkippedItem")


@_attrs_define
class GetImportResponse200SkippedItem:
    """
    Attributes:
        kind (GetImportResponse200SkippedItemKind): The kind, as counted in `counts`
        source (str): The item on the source (its kind and legacy id or oid)
        reason (str):
    """

    kind: GetImportResponse200SkippedItemKind
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
        kind = GetImportResponse200SkippedItemKind(d.pop("kind"))

        source = d.pop("source")

        reason = d.pop("reason")

        get_import_response_200_skipped_item = cls(
            kind=kind,
            source=source,
            reason=reason,
        )

        return get_import_response_200_skipped_item
