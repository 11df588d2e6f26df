from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.instantiate_template_body_attributes import (
        InstantiateTemplateBodyAttributes,
    )


T = TypeVar("T", bound="InstantiateTemplateBody")


@_attrs_define
class InstantiateTemplateBody:
    """
    Attributes:
        collection_app_id (UUID):
        name (None | str | Unset): Default: the template name and the time
        description (None | str | Unset):
        attributes (InstantiateTemplateBodyAttributes | Unset): Values by the form's fields[].attributeKey; merged over
            the template defaults
    """

    collection_app_id: UUID
    name: None | str | Unset = UNSET
    description: None | str | Unset = UNSET
    attributes: InstantiateTemplateBodyAttributes | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        collection_app_id = str(self.collection_app_id)

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        description: None | str | Unset
        if isinstance(self.description, Unset):
            description = UNSET
        else:
            description = self.description

        attributes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.attributes, Unset):
            attributes = self.attributes.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collectionAppId": collection_app_id,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if attributes is not UNSET:
            field_dict["attributes"] = attributes

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.instantiate_template_body_attributes import (
            InstantiateTemplateBodyAttributes,
        )

        d = dict(src_dict)
        collection_app_id = UUID(d.pop("collectionAppId"))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_description(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        description = _parse_description(d.pop("description", UNSET))

        _attributes = d.pop("attributes", UNSET)
        attributes: InstantiateTemplateBodyAttributes | Unset
        if isinstance(_attributes, Unset):
            attributes = UNSET
        else:
            attributes = InstantiateTemplateBodyAttributes.from_dict(_attributes)

        instantiate_template_body = cls(
            collection_app_id=collection_app_id,
            name=name,
            description=description,
            attributes=attributes,
        )

        return instantiate_template_body
