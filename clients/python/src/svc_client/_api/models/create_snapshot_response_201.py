from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_snapshot_response_201_status import CreateSnapshotResponse201Status

T = TypeVar("T", bound="CreateSnapshotResponse201")


@_attrs_define
class CreateSnapshotResponse201:
    """
    Attributes:
        app_id (str):
        collection_app_id (str):
        status (CreateSnapshotResponse201Status): PENDING: nothing recorded yet; RUNNING: entries being recorded
            (entityCount so far); COMPLETE: ready to diff; FAILED: see failure
        entity_count (int): Entries recorded (all of them once COMPLETE)
        created_at (str):
        created_by (str):
        completed_at (None | str):
        failure (None | str):
    """

    app_id: str
    collection_app_id: str
    status: CreateSnapshotResponse201Status
    entity_count: int
    created_at: str
    created_by: str
    completed_at: None | str
    failure: None | str

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        collection_app_id = self.collection_app_id

        status = self.status.value

        entity_count = self.entity_count

        created_at = self.created_at

        created_by = self.created_by

        completed_at: None | str
        completed_at = self.completed_at

        failure: None | str
        failure = self.failure

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "collectionAppId": collection_app_id,
                "status": status,
                "entityCount": entity_count,
                "createdAt": created_at,
                "createdBy": created_by,
                "completedAt": completed_at,
                "failure": failure,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        app_id = d.pop("appId")

        collection_app_id = d.pop("collectionAppId")

        status = CreateSnapshotResponse201Status(d.pop("status"))

        entity_count = d.pop("entityCount")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        def _parse_completed_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        completed_at = _parse_completed_at(d.pop("completedAt"))

        def _parse_failure(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        failure = _parse_failure(d.pop("failure"))

        create_snapshot_response_201 = cls(
            app_id=app_id,
            collection_app_id=collection_app_id,
            status=status,
            entity_count=entity_count,
            created_at=created_at,
            created_by=created_by,
            completed_at=completed_at,
            failure=failure,
        )

        return create_snapshot_response_201
