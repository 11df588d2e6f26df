from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RenderViewResponse200WarningsItem")


@_attrs_define
class RenderViewResponse200WarningsItem:
    """
    Attributes:
        role (None | str):
        code (str):
        message (str):
    """

    role: None | str
    code: str
    message: str

    def to_dict(self) -> dict[str, Any]:
        role: None | str
        role = self.role

        code = self.code

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "code": code,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))

        code = d.pop("code")

        message = d.pop("message")

        render_view_response_200_warnings_item = cls(
            role=role,
            code=code,
            message=message,
        )

        return render_view_response_200_warnings_item
