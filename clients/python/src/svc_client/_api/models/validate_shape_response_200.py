from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.validate_shape_response_200_violations_item import (
        ValidateShapeResponse200ViolationsItem,
    )


T = TypeVar("T", bound="ValidateShapeResponse200")


@_attrs_define
class ValidateShapeResponse200:
    """
    Attributes:
        conforms (bool):
        violations (list[ValidateShapeResponse200ViolationsItem]):
    """

    conforms: bool
    violations: list[ValidateShapeResponse200ViolationsItem]

    def to_dict(self) -> dict[str, Any]:
        conforms = self.conforms

        violations = []
        for violations_item_data in self.violations:
            violations_item = violations_item_data.to_dict()
            violations.append(violations_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "conforms": conforms,
                "violations": violations,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.validate_shape_response_200_violations_item import (
            ValidateShapeResponse200ViolationsItem,
        )

        d = dict(src_dict)
        conforms = d.pop("conforms")

        violations = []
        _violations = d.pop("violations")
        for violations_item_data in _violations:
            violations_item = ValidateShapeResponse200ViolationsItem.from_dict(
                violations_item_data
            )

            violations.append(violations_item)

        validate_shape_response_200 = cls(
            conforms=conforms,
            violations=violations,
        )

        return validate_shape_response_200
