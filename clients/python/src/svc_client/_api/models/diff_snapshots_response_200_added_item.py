from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiffSnapshotsResponse200AddedItem")


@_attrs_define
class DiffSnapshotsResponse200AddedItem:
    """
    Attributes:
        entity_app_id (str):
        revision (int):
    """

    entity_app_id: str
    revision: int

    def to_dict(self) -> dict[str, Any]:
        entity_app_id = self.entity_app_id

        revision = self.revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entityAppId": entity_app_id,
                "revision": revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entity_app_id = d.pop("entityAppId")

        revision = d.pop("revision")

        diff_snapshots_response_200_added_item = cls(
            entity_app_id=entity_app_id,
            revision=revision,
        )

        return diff_snapshots_response_200_added_item
