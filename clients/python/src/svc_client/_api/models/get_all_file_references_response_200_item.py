from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetAllFileReferencesResponse200Item")


@_attrs_define
class GetAllFileReferencesResponse200Item:
    """
    Attributes:
        id (int):
        app_id (str):
        created_at (str):
        created_by (str):
        updated_at (None | str):
        updated_by (None | str):
        revision (int):
        name (str):
        data_object_id (int):
        type_ (str):
        file_oids (list[str]):
        file_container_id (int):
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int
    name: str
    data_object_id: int
    type_: str
    file_oids: list[str]
    file_container_id: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        created_at = self.created_at

        created_by = self.created_by

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        revision = self.revision

        name = self.name

        data_object_id = self.data_object_id

        type_ = self.type_

        file_oids = self.file_oids

        file_container_id = self.file_container_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "appId": app_id,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "revision": revision,
                "name": name,
                "dataObjectId": data_object_id,
                "type": type_,
                "fileOids": file_oids,
                "fileContainerId": file_container_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        app_id = d.pop("appId")

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

        name = d.pop("name")

        data_object_id = d.pop("dataObjectId")

        type_ = d.pop("type")

        file_oids = cast(list[str], d.pop("fileOids"))

        file_container_id = d.pop("fileContainerId")

        get_all_file_references_response_200_item = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
            name=name,
            data_object_id=data_object_id,
            type_=type_,
            file_oids=file_oids,
            file_container_id=file_container_id,
        )

        return get_all_file_references_response_200_item
