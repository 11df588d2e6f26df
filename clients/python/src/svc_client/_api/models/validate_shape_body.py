from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ValidateShapeBody")


@_attrs_define
class ValidateShapeBody:
    """
    Attributes:
        data_turtle (str):
        shape_turtle (str):
    """

    data_turtle: str
    shape_turtle: str

    def to_dict(self) -> dict[str, Any]:
        data_turtle = self.data_turtle

        shape_turtle = self.shape_turtle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dataTurtle": data_turtle,
                "shapeTurtle": shape_turtle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        data_turtle = d.pop("dataTurtle")

        shape_turtle = d.pop("shapeTurtle")

        validate_shape_body = cls(
            data_turtle=data_turtle,
            shape_turtle=shape_turtle,
        )

        return validate_shape_body
