from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="CreateFileReferenceBody")


@_attrs_define
class CreateFileReferenceBody:
    """
    Attributes:
        name (str):
        file_oids (list[str]):
        file_container_id (int):
    """

    name: str
    file_oids: list[str]
    file_container_id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        file_oids = self.file_oids

        file_container_id = self.file_container_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "fileOids": file_oids,
                "fileContainerId": file_container_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        file_oids = cast(list[str], d.pop("fileOids"))

        file_container_id = d.pop("fileContainerId")

        create_file_reference_body = cls(
            name=name,
            file_oids=file_oids,
            file_container_id=file_container_id,
        )

        create_file_reference_body.additional_properties = d
        return create_file_reference_body

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
