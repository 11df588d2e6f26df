from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StartImportResponse202Unmapped")


@_attrs_define
class StartImportResponse202Unmapped:
    """Users and groups named in the permissions of the source Collection and containers that do not exist on this instance
    (by username; a group by name, exactly one): left out of the copies (the first 200 each)

        Attributes:
            users (list[str]):
            groups (list[str]):
    """

    users: list[str]
    groups: list[str]

    def to_dict(self) -> dict[str, Any]:
        users = self.users

        groups = self.groups

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "users": users,
                "groups": groups,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        users = cast(list[str], d.pop("users"))

        groups = cast(list[str], d.pop("groups"))

        start_import_response_202_unmapped = cls(
            users=users,
            groups=groups,
        )

        return start_import_response_202_unmapped
