from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_data_object_body_attributes_type_0 import (
        CreateDataObjectBodyAttributesType0,
    )


T = TypeVar("T", bound="CreateDataObjectBody")


@_attrs_define
class CreateDataObjectBody:
    """
    Attributes:
        name (str):
        description (None | str | Unset):
        attributes (CreateDataObjectBodyAttributesType0 | None | Unset):
        parent_id (int | None | Unset):
        predecessor_ids (list[int] | None | Unset):
    """

    name: str
    description: None | str | Unset = UNSET
    attributes: CreateDataObjectBodyAttributesType0 | None | Unset = UNSET
    parent_id: int | None | Unset = UNSET
    predecessor_ids: list[int] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_data_object_body_attributes_type_0 import (
            CreateDataObjectBodyAttributesType0,
        )

        name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        attributes: dict[str, Any] | None | Unset
        if isinstance(self.attributes, Unset):
            attributes = UNSET
        elif isinstance(self.attributes, CreateDataObjectBodyAttributesType0):
            attributes = self.attributes.to_dict()
        else:
            attributes = self.attributes

        parent_id: int | None | Unset
        if isinstance(self.parent_id, Unset):
            parent_id = UNSET
        else:
            parent_id = self.parent_id

        predecessor_ids: list[int] | None | Unset
        if isinstance(self.predecessor_ids, Unset):
            predecessor_ids = UNSET
        elif isinstance(self.predecessor_ids, list):
            predecessor_ids = self.predecessor_ids

        else:
            predecessor_ids = self.predecessor_ids

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
            }
        )
        if description is not UNSET:
            field_dict["description"] = description
        if attributes is not UNSET:
            field_dict["attributes"] = attributes
        if parent_id is not UNSET:
            field_dict["parentId"] = parent_id
        if predecessor_ids is not UNSET:
            field_dict["predecessorIds"] = predecessor_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_data_object_body_attributes_type_0 import (
            CreateDataObjectBodyAttributesType0,
        )

        d = dict(src_dict)
        name = d.pop("name")

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        def _parse_attributes(
            data: object,
        ) -> CreateDataObjectBodyAttributesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                attributes_type_0 = CreateDataObjectBodyAttributesType0.from_dict(data)

                return attributes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CreateDataObjectBodyAttributesType0 | None | Unset, data)

        attributes = _parse_attributes(d.pop("attributes", UNSET))

        def _parse_parent_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        parent_id = _parse_parent_id(d.pop("parentId", UNSET))

        def _parse_predecessor_ids(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                predecessor_ids_type_0 = cast(list[int], data)

                return predecessor_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        predecessor_ids = _parse_predecessor_ids(d.pop("predecessorIds", UNSET))

        create_data_object_body = cls(
            name=name,
            description=description,
            attributes=attributes,
            parent_id=parent_id,
            predecessor_ids=predecessor_ids,
        )

        create_data_object_body.additional_properties = d
        return create_data_object_body

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
