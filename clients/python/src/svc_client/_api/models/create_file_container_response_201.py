from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateFileContainerResponse201")


@_attrs_define
class CreateFileContainerResponse201:
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
        type_ (Literal['FILE']):
        oid (str):
        default_collection_id_list (list[int] | None | Unset): Upstream's Collections that have this container as their
            default; upstream leaves it out while none has, and svc sets no default file container, so it is never answered.
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    revision: int
    name: str
    type_: Literal["FILE"]
    oid: str
    default_collection_id_list: list[int] | None | Unset = UNSET

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

        type_ = self.type_

        oid = self.oid

        default_collection_id_list: list[int] | None | Unset
        if isinstance(self.default_collection_id_list, Unset):
            default_collection_id_list = UNSET
        elif isinstance(self.default_collection_id_list, list):
            default_collection_id_list = self.default_collection_id_list

        else:
            default_collection_id_list = self.default_collection_id_list

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
                "type": type_,
                "oid": oid,
            }
        )
        if default_collection_id_list is not UNSET:
            field_dict["defaultCollectionIdList"] = default_collection_id_list

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

        type_ = cast(Literal["FILE"], d.pop("type"))
        if type_ != "FILE":
            raise ValueError(f"type must match const 'FILE', got '{type_}'")

        oid = d.pop("oid")

        def _parse_default_collection_id_list(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                default_collection_id_list_type_0 = cast(list[int], data)

                return default_collection_id_list_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        default_collection_id_list = _parse_default_collection_id_list(
            d.pop("defaultCollectionIdList", UNSET)
        )

        create_file_container_response_201 = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            revision=revision,
            name=name,
            type_=type_,
            oid=oid,
            default_collection_id_list=default_collection_id_list,
        )

        return create_file_container_response_201
