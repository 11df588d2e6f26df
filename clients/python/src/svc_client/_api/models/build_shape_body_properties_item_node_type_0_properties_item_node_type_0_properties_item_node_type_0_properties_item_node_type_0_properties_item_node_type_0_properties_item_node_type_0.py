from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item import (
        BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItem,
    )


T = TypeVar(
    "T",
    bound="BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0",
)


@_attrs_define
class BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0:
    """
    Attributes:
        properties (list[BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesIt
            emNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItem]):
        shape_iri (None | str | Unset): The node shape IRI; minted deterministically from the model when omitted
        target_class (None | str | Unset): sh:targetClass
        closed (bool | None | Unset): sh:closed (rdf:type and svc's bookkeeping predicates stay allowed)
        name (None | str | Unset): sh:name of the node shape (the form group label)
    """

    properties: list[
        BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItem
    ]
    shape_iri: None | str | Unset = UNSET
    target_class: None | str | Unset = UNSET
    closed: bool | None | Unset = UNSET
    name: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        properties = []
        for properties_item_data in self.properties:
            properties_item = properties_item_data.to_dict()
            properties.append(properties_item)

        shape_iri: None | str | Unset
        if isinstance(self.shape_iri, Unset):
            shape_iri = UNSET
        else:
            shape_iri = self.shape_iri

        target_class: None | str | Unset
        if isinstance(self.target_class, Unset):
            target_class = UNSET
        else:
            target_class = self.target_class

        closed: bool | None | Unset
        if isinstance(self.closed, Unset):
            closed = UNSET
        else:
            closed = self.closed

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "properties": properties,
            }
        )
        if shape_iri is not UNSET:
            field_dict["shapeIri"] = shape_iri
        if target_class is not UNSET:
            field_dict["targetClass"] = target_class
        if closed is not UNSET:
            field_dict["closed"] = closed
        if name is not UNSET:
            field_dict["name"] = name

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item import (
            BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItem,
        )

        d = dict(src_dict)
        properties = []
        _properties = d.pop("properties")
        for properties_item_data in _properties:
            properties_item = BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItem.from_dict(
                properties_item_data
            )

            properties.append(properties_item)

        def _parse_shape_iri(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        shape_iri = _parse_shape_iri(d.pop("shapeIri", UNSET))

        def _parse_target_class(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        target_class = _parse_target_class(d.pop("targetClass", UNSET))

        def _parse_closed(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        closed = _parse_closed(d.pop("closed", UNSET))

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0 = cls(
            properties=properties,
            shape_iri=shape_iri,
            target_class=target_class,
            closed=closed,
            name=name,
        )

        return build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0
