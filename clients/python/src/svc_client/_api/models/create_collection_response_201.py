from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_collection_response_201_attributes import (
        CreateCollectionResponse201Attributes,
    )


T = TypeVar("T", bound="CreateCollectionResponse201")


@_attrs_define
class CreateCollectionResponse201:
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
        description (None | str):
        attributes (CreateCollectionResponse201Attributes):
        data_object_ids (list[int]):
        incoming_ids (list[int]):
        default_file_container_id (int | None):
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int
    name: str
    description: None | str
    attributes: CreateCollectionResponse201Attributes
    data_object_ids: list[int]
    incoming_ids: list[int]
    default_file_container_id: int | None

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

        description: None | str
        description = self.description

        attributes = self.attributes.to_dict()

        data_object_ids = self.data_object_ids

        incoming_ids = self.incoming_ids

        default_file_container_id: int | None
        default_file_container_id = self.default_file_container_id

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
                "description": description,
                "attributes": attributes,
                "dataObjectIds": data_object_ids,
                "incomingIds": incoming_ids,
                "defaultFileContainerId": default_file_container_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_collection_response_201_attributes import (
            CreateCollectionResponse201Attributes,
        )

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

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        attributes = CreateCollectionResponse201Attributes.from_dict(
            d.pop("attributes")
        )

        data_object_ids = cast(list[int], d.pop("dataObjectIds"))

        incoming_ids = cast(list[int], d.pop("incomingIds"))

        def _parse_default_file_container_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        default_file_container_id = _parse_default_file_container_id(
            d.pop("defaultFileContainerId")
        )

        create_collection_response_201 = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
            name=name,
            description=description,
            attributes=attributes,
            data_object_ids=data_object_ids,
            incoming_ids=incoming_ids,
            default_file_container_id=default_file_container_id,
        )

        return create_collection_response_201
