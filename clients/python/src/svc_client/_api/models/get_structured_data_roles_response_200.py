from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetStructuredDataRolesResponse200")


@_attrs_define
class GetStructuredDataRolesResponse200:
    """
    Attributes:
        owner (bool):
        manager (bool):
        writer (bool):
        reader (bool):
    """

    owner: bool
    manager: bool
    writer: bool
    reader: bool

    def to_dict(self) -> dict[str, Any]:
        owner = self.owner

        manager = self.manager

        writer = self.writer

        reader = self.reader

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "owner": owner,
                "manager": manager,
                "writer": writer,
                "reader": reader,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        owner = d.pop("owner")

        manager = d.pop("manager")

        writer = d.pop("writer")

        reader = d.pop("reader")

        get_structured_data_roles_response_200 = cls(
            owner=owner,
            manager=manager,
            writer=writer,
            reader=reader,
        )

        return get_structured_data_roles_response_200
