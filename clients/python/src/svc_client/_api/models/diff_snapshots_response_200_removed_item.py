from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiffSnapshotsResponse200RemovedItem")


@_attrs_define
class DiffSnapshotsResponse200RemovedItem:
    """
    Attributes:
        entity_app_id (str):
    """

    entity_app_id: str

    def to_dict(self) -> dict[str, Any]:
        entity_app_id = self.entity_app_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entityAppId": entity_app_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entity_app_id = d.pop("entityAppId")

        diff_snapshots_response_200_removed_item = cls(
            entity_app_id=entity_app_id,
        )

        return diff_snapshots_response_200_removed_item
