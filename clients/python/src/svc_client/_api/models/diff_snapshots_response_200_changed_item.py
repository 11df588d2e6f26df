from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="DiffSnapshotsResponse200ChangedItem")


@_attrs_define
class DiffSnapshotsResponse200ChangedItem:
    """
    Attributes:
        entity_app_id (str):
        from_revision (int):
        to_revision (int):
    """

    entity_app_id: str
    from_revision: int
    to_revision: int

    def to_dict(self) -> dict[str, Any]:
        entity_app_id = self.entity_app_id

        from_revision = self.from_revision

        to_revision = self.to_revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entityAppId": entity_app_id,
                "fromRevision": from_revision,
                "toRevision": to_revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entity_app_id = d.pop("entityAppId")

        from_revision = d.pop("fromRevision")

        to_revision = d.pop("toRevision")

        diff_snapshots_response_200_changed_item = cls(
            entity_app_id=entity_app_id,
            from_revision=from_revision,
            to_revision=to_revision,
        )

        return diff_snapshots_response_200_changed_item
