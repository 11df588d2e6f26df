from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.edit_user_group_permissions_body_permission_type_type_0 import (
    EditUserGroupPermissionsBodyPermissionTypeType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="EditUserGroupPermissionsBody")


@_attrs_define
class EditUserGroupPermissionsBody:
    """
    Attributes:
        owner (None | str | Unset):
        permission_type (EditUserGroupPermissionsBodyPermissionTypeType0 | None | Unset):
        reader (list[str] | None | Unset):
        writer (list[str] | None | Unset):
        manager (list[str] | None | Unset):
        reader_group_ids (list[int] | None | Unset):
        writer_group_ids (list[int] | None | Unset):
    """

    owner: None | str | Unset = UNSET
    permission_type: EditUserGroupPermissionsBodyPermissionTypeType0 | None | Unset = (
        UNSET
    )
    reader: list[str] | None | Unset = UNSET
    writer: list[str] | None | Unset = UNSET
    manager: list[str] | None | Unset = UNSET
    reader_group_ids: list[int] | None | Unset = UNSET
    writer_group_ids: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        owner: None | str | Unset
        if isinstance(self.owner, Unset):
            owner = UNSET
        else:
            owner = self.owner

        permission_type: None | str | Unset
        if isinstance(self.permission_type, Unset):
            permission_type = UNSET
        elif isinstance(
            self.permission_type, EditUserGroupPermissionsBodyPermissionTypeType0
        ):
            permission_type = self.permission_type.value
        else:
            permission_type = self.permission_type

        reader: list[str] | None | Unset
        if isinstance(self.reader, Unset):
            reader = UNSET
        elif isinstance(self.reader, list):
            reader = self.reader

        else:
            reader = self.reader

        writer: list[str] | None | Unset
        if isinstance(self.writer, Unset):
            writer = UNSET
        elif isinstance(self.writer, list):
            writer = self.writer

        else:
            writer = self.writer

        manager: list[str] | None | Unset
        if isinstance(self.manager, Unset):
            manager = UNSET
        elif isinstance(self.manager, list):
            manager = self.manager

        else:
            manager = self.manager

        reader_group_ids: list[int] | None | Unset
        if isinstance(self.reader_group_ids, Unset):
            reader_group_ids = UNSET
        elif isinstance(self.reader_group_ids, list):
            reader_group_ids = self.reader_group_ids

        else:
            reader_group_ids = self.reader_group_ids

        writer_group_ids: list[int] | None | Unset
        if isinstance(self.writer_group_ids, Unset):
            writer_group_ids = UNSET
        elif isinstance(self.writer_group_ids, list):
            writer_group_ids = self.writer_group_ids

        else:
            writer_group_ids = self.writer_group_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if owner is not UNSET:
            field_dict["owner"] = owner
        if permission_type is not UNSET:
            field_dict["permissionType"] = permission_type
        if reader is not UNSET:
            field_dict["reader"] = reader
        if writer is not UNSET:
            field_dict["writer"] = writer
        if manager is not UNSET:
            field_dict["manager"] = manager
        if reader_group_ids is not UNSET:
            field_dict["readerGroupIds"] = reader_group_ids
        if writer_group_ids is not UNSET:
            field_dict["writerGroupIds"] = writer_group_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_owner(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        owner = _parse_owner(d.pop("owner", UNSET))

        def _parse_permission_type(
            data: object,
        ) -> EditUserGroupPermissionsBodyPermissionTypeType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                permission_type_type_0 = (
                    EditUserGroupPermissionsBodyPermissionTypeType0(data)
                )

                return permission_type_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                EditUserGroupPermissionsBodyPermissionTypeType0 | None | Unset, data
            )

        permission_type = _parse_permission_type(d.pop("permissionType", UNSET))

        def _parse_reader(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reader_type_0 = cast(list[str], data)

                return reader_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        reader = _parse_reader(d.pop("reader", UNSET))

        def _parse_writer(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                writer_type_0 = cast(list[str], data)

                return writer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        writer = _parse_writer(d.pop("writer", UNSET))

        def _parse_manager(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                manager_type_0 = cast(list[str], data)

                return manager_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        manager = _parse_manager(d.pop("manager", UNSET))

        def _parse_reader_group_ids(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                reader_group_ids_type_0 = cast(list[int], data)

                return reader_group_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        reader_group_ids = _parse_reader_group_ids(d.pop("readerGroupIds", UNSET))

        def _parse_writer_group_ids(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                writer_group_ids_type_0 = cast(list[int], data)

                return writer_group_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        writer_group_ids = _parse_writer_group_ids(d.pop("writerGroupIds", UNSET))

        edit_user_group_permissions_body = cls(
            owner=owner,
            permission_type=permission_type,
            reader=reader,
            writer=writer,
            manager=manager,
            reader_group_ids=reader_group_ids,
            writer_group_ids=writer_group_ids,
        )

        edit_user_group_permissions_body.additional_properties = d
        return edit_user_group_permissions_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
