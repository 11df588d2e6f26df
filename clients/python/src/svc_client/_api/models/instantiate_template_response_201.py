from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.instantiate_template_response_201_attributes import (
        InstantiateTemplateResponse201Attributes,
    )


T = TypeVar("T", bound="InstantiateTemplateResponse201")


@_attrs_define
class InstantiateTemplateResponse201:
    """
    Attributes:
        id (int):
        app_id (str):
        name (str):
        attributes (InstantiateTemplateResponse201Attributes):
        collection_id (int):
        collection_app_id (str):
        template_app_id (str):
    """

    id: int
    app_id: str
    name: str
    attributes: InstantiateTemplateResponse201Attributes
    collection_id: int
    collection_app_id: str
    template_app_id: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        name = self.name

        attributes = self.attributes.to_dict()

        collection_id = self.collection_id

        collection_app_id = self.collection_app_id

        template_app_id = self.template_app_id

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "appId": app_id,
                "name": name,
                "attributes": attributes,
                "collectionId": collection_id,
                "collectionAppId": collection_app_id,
                "templateAppId": template_app_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.instantiate_template_response_201_attributes import (
            InstantiateTemplateResponse201Attributes,
        )

        d = dict(src_dict)
        id = d.pop("id")

        app_id = d.pop("appId")

        name = d.pop("name")

        attributes = InstantiateTemplateResponse201Attributes.from_dict(
            d.pop("attributes")
        )

        collection_id = d.pop("collectionId")

        collection_app_id = d.pop("collectionAppId")

        template_app_id = d.pop("templateAppId")

        instantiate_template_response_201 = cls(
            id=id,
            app_id=app_id,
            name=name,
            attributes=attributes,
            collection_id=collection_id,
            collection_app_id=collection_app_id,
            template_app_id=template_app_id,
        )

        instantiate_template_response_201.additional_properties = d
        return instantiate_template_response_201

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
