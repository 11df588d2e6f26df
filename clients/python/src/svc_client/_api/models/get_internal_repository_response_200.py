from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_internal_repository_response_200_type import (
    GetInternalRepositoryResponse200Type,
)

T = TypeVar("T", bound="GetInternalRepositoryResponse200")


@_attrs_define
class GetInternalRepositoryResponse200:
    """
    Attributes:
        id (int):
        app_id (str):
        created_at (str):
        created_by (str):
        updated_at (None | str):
        updated_by (None | str):
        name (str):
        type_ (GetInternalRepositoryResponse200Type):
        endpoint (str):
    """

    id: int
    app_id: str
    created_at: str
    created_by: str
    updated_at: None | str
    updated_by: None | str
    name: str
    type_: GetInternalRepositoryResponse200Type
    endpoint: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        created_at = self.created_at

        created_by = self.created_by

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        name = self.name

        type_ = self.type_.value

        endpoint = self.endpoint

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "appId": app_id,
                "createdAt": created_at,
                "createdBy": created_by,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
                "name": name,
                "type": type_,
                "endpoint": endpoint,
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

        name = d.pop("name")

        type_ = GetInternalRepositoryResponse200Type(d.pop("type"))

        endpoint = d.pop("endpoint")

        get_internal_repository_response_200 = cls(
            id=id,
            app_id=app_id,
            created_at=created_at,
            created_by=created_by,
            updated_at=updated_at,
            updated_by=updated_by,
            name=name,
            type_=type_,
            endpoint=endpoint,
        )

        return get_internal_repository_response_200
