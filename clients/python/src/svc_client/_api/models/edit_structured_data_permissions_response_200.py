from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.edit_structured_data_permissions_response_200_permission_type import (
    EditStructuredDataPermissionsResponse200PermissionType,
)

T = TypeVar("T", bound="EditStructuredDataPermissionsResponse200")


@_attrs_define
class EditStructuredDataPermissionsResponse200:
    """
    Attributes:
        entity_id (int):
        owner (None | str):
        permission_type (EditStructuredDataPermissionsResponse200PermissionType):
        reader (list[str]):
        writer (list[str]):
        manager (list[str]):
        reader_group_ids (list[int]):
        writer_group_ids (list[int]):
    """

    entity_id: int
    owner: None | str
    permission_type: EditStructuredDataPermissionsResponse200PermissionType
    reader: list[str]
    writer: list[str]
    manager: list[str]
    reader_group_ids: list[int]
    writer_group_ids: list[int]

    def to_dict(self) -> dict[str, Any]:
        entity_id = self.entity_id

        owner: None | str
        owner = self.owner

        permission_type = self.permission_type.value

        reader = self.reader

        writer = self.writer

        manager = self.manager

        reader_group_ids = self.reader_group_ids

        writer_group_ids = self.writer_group_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "entityId": entity_id,
                "owner": owner,
                "permissionType": permission_type,
                "reader": reader,
                "writer": writer,
                "manager": manager,
                "readerGroupIds": reader_group_ids,
                "writerGroupIds": writer_group_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        entity_id = d.pop("entityId")

        def _parse_owner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        owner = _parse_owner(d.pop("owner"))

        permission_type = EditStructuredDataPermissionsResponse200PermissionType(
            d.pop("permissionType")
        )

        reader = cast(list[str], d.pop("reader"))

        writer = cast(list[str], d.pop("writer"))

        manager = cast(list[str], d.pop("manager"))

        reader_group_ids = cast(list[int], d.pop("readerGroupIds"))

        writer_group_ids = cast(list[int], d.pop("writerGroupIds"))

        edit_structured_data_permissions_response_200 = cls(
            entity_id=entity_id,
            owner=owner,
            permission_type=permission_type,
            reader=reader,
            writer=writer,
            manager=manager,
            reader_group_ids=reader_group_ids,
            writer_group_ids=writer_group_ids,
        )

        return edit_structured_data_permissions_response_200
