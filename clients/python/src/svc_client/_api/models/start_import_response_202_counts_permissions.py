from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StartImportResponse202CountsPermissions")


@_attrs_define
class StartImportResponse202CountsPermissions:
    """
    Attributes:
        done (int):
        total (int):
        skipped (int):
    """

    done: int
    total: int
    skipped: int

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        total = self.total

        skipped = self.skipped

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "done": done,
                "total": total,
                "skipped": skipped,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        done = d.pop("done")

        total = d.pop("total")

        skipped = d.pop("skipped")

        start_import_response_202_counts_permissions = cls(
            done=done,
            total=total,
            skipped=skipped,
        )

        return start_import_response_202_counts_permissions
