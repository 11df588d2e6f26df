from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateDataObjectReferenceBody")


@_attrs_define
class CreateDataObjectReferenceBody:
    """
    Attributes:
        name (str):
        referenced_data_object_id (int):
        relationship (None | str | Unset):
    """

    name: str
    referenced_data_object_id: int
    relationship: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        referenced_data_object_id = self.referenced_data_object_id

        relationship: None | str | Unset
        if isinstance(self.relationship, Unset):
            relationship = UNSET
        else:
            relationship = self.relationship

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "referencedDataObjectId": referenced_data_object_id,
            }
        )
        if relationship is not UNSET:
            field_dict["relationship"] = relationship

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        referenced_data_object_id = d.pop("referencedDataObjectId")

        def _parse_relationship(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        relationship = _parse_relationship(d.pop("relationship", UNSET))

        create_data_object_reference_body = cls(
            name=name,
            referenced_data_object_id=referenced_data_object_id,
            relationship=relationship,
        )

        create_data_object_reference_body.additional_properties = d
        return create_data_object_reference_body

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
