from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_applicable_shapes_response_200_entries_item import (
        GetApplicableShapesResponse200EntriesItem,
    )


T = TypeVar("T", bound="GetApplicableShapesResponse200")


@_attrs_define
class GetApplicableShapesResponse200:
    """
    Attributes:
        focus_app_id (str):
        entries (list[GetApplicableShapesResponse200EntriesItem]):
    """

    focus_app_id: str
    entries: list[GetApplicableShapesResponse200EntriesItem]

    def to_dict(self) -> dict[str, Any]:
        focus_app_id = self.focus_app_id

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "focusAppId": focus_app_id,
                "entries": entries,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_applicable_shapes_response_200_entries_item import (
            GetApplicableShapesResponse200EntriesItem,
        )

        d = dict(src_dict)
        focus_app_id = d.pop("focusAppId")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in _entries:
            entries_item = GetApplicableShapesResponse200EntriesItem.from_dict(
                entries_item_data
            )

            entries.append(entries_item)

        get_applicable_shapes_response_200 = cls(
            focus_app_id=focus_app_id,
            entries=entries,
        )

        return get_applicable_shapes_response_200
