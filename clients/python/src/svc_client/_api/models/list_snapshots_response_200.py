from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_snapshots_response_200_snapshots_item import (
        ListSnapshotsResponse200SnapshotsItem,
    )


T = TypeVar("T", bound="ListSnapshotsResponse200")


@_attrs_define
class ListSnapshotsResponse200:
    """
    Attributes:
        snapshots (list[ListSnapshotsResponse200SnapshotsItem]): Newest first
        next_ (None | str): The cursor of the next page, null on the last
    """

    snapshots: list[ListSnapshotsResponse200SnapshotsItem]
    next_: None | str

    def to_dict(self) -> dict[str, Any]:
        snapshots = []
        for snapshots_item_data in self.snapshots:
            snapshots_item = snapshots_item_data.to_dict()
            snapshots.append(snapshots_item)

        next_: None | str
        next_ = self.next_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "snapshots": snapshots,
                "next": next_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_snapshots_response_200_snapshots_item import (
            ListSnapshotsResponse200SnapshotsItem,
        )

        d = dict(src_dict)
        snapshots = []
        _snapshots = d.pop("snapshots")
        for snapshots_item_data in _snapshots:
            snapshots_item = ListSnapshotsResponse200SnapshotsItem.from_dict(
                snapshots_item_data
            )

            snapshots.append(snapshots_item)

        def _parse_next_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_ = _parse_next_(d.pop("next"))

        list_snapshots_response_200 = cls(
            snapshots=snapshots,
            next_=next_,
        )

        return list_snapshots_response_200
