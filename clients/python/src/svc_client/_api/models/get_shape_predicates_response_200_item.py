from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_shape_predicates_response_200_item_cardinality import (
    GetShapePredicatesResponse200ItemCardinality,
)

T = TypeVar("T", bound="GetShapePredicatesResponse200Item")


@_attrs_define
class GetShapePredicatesResponse200Item:
    """
    Attributes:
        predicate (str):
        label (str):
        description (None | str):
        cardinality (GetShapePredicatesResponse200ItemCardinality):
        datatype (None | str):
        source (str):
    """

    predicate: str
    label: str
    description: None | str
    cardinality: GetShapePredicatesResponse200ItemCardinality
    datatype: None | str
    source: str

    def to_dict(self) -> dict[str, Any]:
        predicate = self.predicate

        label = self.label

        description: None | str
        description = self.description

        cardinality = self.cardinality.value

        datatype: None | str
        datatype = self.datatype

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "predicate": predicate,
                "label": label,
                "description": description,
                "cardinality": cardinality,
                "datatype": datatype,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        predicate = d.pop("predicate")

        label = d.pop("label")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        cardinality = GetShapePredicatesResponse200ItemCardinality(d.pop("cardinality"))

        def _parse_datatype(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        datatype = _parse_datatype(d.pop("datatype"))

        source = d.pop("source")

        get_shape_predicates_response_200_item = cls(
            predicate=predicate,
            label=label,
            description=description,
            cardinality=cardinality,
            datatype=datatype,
            source=source,
        )

        return get_shape_predicates_response_200_item
