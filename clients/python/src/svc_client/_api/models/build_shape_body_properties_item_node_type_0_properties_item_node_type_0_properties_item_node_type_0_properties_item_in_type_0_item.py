from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_in_type_0_item_kind import (
    BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0ItemKind,
)

T = TypeVar(
    "T",
    bound="BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0Item",
)


@_attrs_define
class BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0Item:
    """
    Attributes:
        value (str):
        kind (BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0It
            emKind): `LITERAL`, or `IRI` for a term (an IRI member; its value must be an absolute IRI)
    """

    value: str
    kind: BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0ItemKind

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value")

        kind = BuildShapeBodyPropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemNodeType0PropertiesItemInType0ItemKind(
            d.pop("kind")
        )

        build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_in_type_0_item = cls(
            value=value,
            kind=kind,
        )

        return build_shape_body_properties_item_node_type_0_properties_item_node_type_0_properties_item_node_type_0_properties_item_in_type_0_item
