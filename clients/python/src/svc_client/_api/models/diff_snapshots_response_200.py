from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.diff_snapshots_response_200_added_item import (
        DiffSnapshotsResponse200AddedItem,
    )
    from ..models.diff_snapshots_response_200_changed_item import (
        DiffSnapshotsResponse200ChangedItem,
    )
    from ..models.diff_snapshots_response_200_removed_item import (
        DiffSnapshotsResponse200RemovedItem,
    )


T = TypeVar("T", bound="DiffSnapshotsResponse200")


@_attrs_define
class DiffSnapshotsResponse200:
    """
    Attributes:
        added (list[DiffSnapshotsResponse200AddedItem]): In b, not in a. Every list is in snapshot order: the
            Collection, then each DataObject by appId followed by its references
        removed (list[DiffSnapshotsResponse200RemovedItem]): In a, not in b
        changed (list[DiffSnapshotsResponse200ChangedItem]):
        unchanged_count (int): Entities with equal revisions in this page's range (the whole diff when next is null and
            no cursor was sent)
        next_ (None | str): The cursor of the next page, null on the last
    """

    added: list[DiffSnapshotsResponse200AddedItem]
    removed: list[DiffSnapshotsResponse200RemovedItem]
    changed: list[DiffSnapshotsResponse200ChangedItem]
    unchanged_count: int
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        added = []
        for added_item_data in self.added:
            added_item = added_item_data.to_dict()
            added.append(added_item)

        removed = []
        for removed_item_data in self.removed:
            removed_item = removed_item_data.to_dict()
            removed.append(removed_item)

        changed = []
        for changed_item_data in self.changed:
            changed_item = changed_item_data.to_dict()
            changed.append(changed_item)

        unchanged_count = self.unchanged_count

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "added": added,
                "removed": removed,
                "changed": changed,
                "unchangedCount": unchanged_count,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.diff_snapshots_response_200_added_item import (
            DiffSnapshotsResponse200AddedItem,
        )
        from ..models.diff_snapshots_response_200_changed_item import (
            DiffSnapshotsResponse200ChangedItem,
        )
        from ..models.diff_snapshots_response_200_removed_item import (
            DiffSnapshotsResponse200RemovedItem,
        )

        d = dict(src_dict)
        added = []
        _added = d.pop("added")
        for added_item_data in _added:
            added_item = DiffSnapshotsResponse200AddedItem.from_dict(added_item_data)

            added.append(added_item)

        removed = []
        _removed = d.pop("removed")
        for removed_item_data in _removed:
            removed_item = DiffSnapshotsResponse200RemovedItem.from_dict(
                removed_item_data
            )

            removed.append(removed_item)

        changed = []
        _changed = d.pop("changed")
        for changed_item_data in _changed:
            changed_item = DiffSnapshotsResponse200ChangedItem.from_dict(
                changed_item_data
            )

            changed.append(changed_item)

        unchanged_count = d.pop("unchangedCount")

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        diff_snapshots_response_200 = cls(
            added=added,
            removed=removed,
            changed=changed,
            unchanged_count=unchanged_count,
            next_=next_,
        )

        return diff_snapshots_response_200
