from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.start_import_response_202_skipped_item_kind import (
    StartImportResponse202SkippedItemKind,
)

T = TypeVar("T", bound="StartImportResponse202SkippedItem")


@_attrs_define
class StartImportResponse202SkippedItem:
    """
    Attributes:
        kind (StartImportResponse202SkippedItemKind): The kind, as counted in `counts`
        source (str): The item on the source (its kind and legacy id or oid)
        reason (str):
    """

    kind: StartImportResponse202SkippedItemKind
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
        kind = StartImportResponse202SkippedItemKind(d.pop("kind"))

        source = d.pop("source")

        reason = d.pop("reason")

        start_import_response_202_skipped_item = cls(
            kind=kind,
            source=source,
            reason=reason,
        )

        return start_import_response_202_skipped_item
