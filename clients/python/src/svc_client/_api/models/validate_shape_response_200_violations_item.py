from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ValidateShapeResponse200ViolationsItem")


@_attrs_define
class ValidateShapeResponse200ViolationsItem:
    """
    Attributes:
        severity (str):
        focus_node (str):
        result_path (None | str):
        message (str):
    """

    severity: str
    focus_node: str
    result_path: None | str
    message: str

    def to_dict(self) -> dict[str, Any]:
        severity = self.severity

        focus_node = self.focus_node

        result_path: None | str
        result_path = self.result_path

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "severity": severity,
                "focusNode": focus_node,
                "resultPath": result_path,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        severity = d.pop("severity")

        focus_node = d.pop("focusNode")

        def _parse_result_path(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        result_path = _parse_result_path(d.pop("resultPath"))

        message = d.pop("message")

        validate_shape_response_200_violations_item = cls(
            severity=severity,
            focus_node=focus_node,
            result_path=result_path,
            message=message,
        )

        return validate_shape_response_200_violations_item
