from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BuildShapeResponse200")


@_attrs_define
class BuildShapeResponse200:
    """
    Attributes:
        shape_iri (str):
        shape_graph (str):
        error (None):
    """

    shape_iri: str
    shape_graph: str
    error: None

    def to_dict(self) -> dict[str, Any]:
        shape_iri = self.shape_iri

        shape_graph = self.shape_graph

        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "shapeIri": shape_iri,
                "shapeGraph": shape_graph,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        shape_iri = d.pop("shapeIri")

        shape_graph = d.pop("shapeGraph")

        error = d.pop("error")

        build_shape_response_200 = cls(
            shape_iri=shape_iri,
            shape_graph=shape_graph,
            error=error,
        )

        return build_shape_response_200
