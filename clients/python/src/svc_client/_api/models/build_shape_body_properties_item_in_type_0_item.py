from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.build_shape_body_properties_item_in_type_0_item_kind import (
    BuildShapeBodyPropertiesItemInType0ItemKind,
)

T = TypeVar("T", bound="BuildShapeBodyPropertiesItemInType0Item")


@_attrs_define
class BuildShapeBodyPropertiesItemInType0Item:
    """
    Attributes:
        value (str):
        kind (BuildShapeBodyPropertiesItemInType0ItemKind): `LITERAL`, or `IRI` for a term (an IRI member; its value
            must be an absolute IRI)
    """

    value: str
    kind: BuildShapeBodyPropertiesItemInType0ItemKind

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

        kind = BuildShapeBodyPropertiesItemInType0ItemKind(d.pop("kind"))

        build_shape_body_properties_item_in_type_0_item = cls(
            value=value,
            kind=kind,
        )

        return build_shape_body_properties_item_in_type_0_item
