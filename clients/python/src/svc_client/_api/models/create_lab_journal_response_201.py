from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateLabJournalResponse201")


@_attrs_define
class CreateLabJournalResponse201:
    """
    Attributes:
        id (int):
        app_id (str):
        data_object_id (int):
        journal_content (str):
        created_at (str):
        created_by (str):
        updated_at (None | str):
        updated_by (None | str):
        revision (int):
    """

    id: int
    app_id: str
    data_object_id: int
    journal_content: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        data_object_id = self.data_object_id

        journal_content = self.journal_content

        created_at = self.created_at

        created_by = self.created_by

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        revision = self.revision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "appId": app_id,
                "dataObjectId": data_object_id,
                "journalContent": journal_content,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "revision": revision,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        app_id = d.pop("appId")

        data_object_id = d.pop("dataObjectId")

        journal_content = d.pop("journalContent")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        revision = d.pop("revision")

        create_lab_journal_response_201 = cls(
            id=id,
            app_id=app_id,
            data_object_id=data_object_id,
            journal_content=journal_content,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
        )

        return create_lab_journal_response_201
