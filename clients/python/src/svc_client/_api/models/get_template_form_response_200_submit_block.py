from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetTemplateFormResponse200SubmitBlock")


@_attrs_define
class GetTemplateFormResponse200SubmitBlock:
    """
    Attributes:
        endpoint (str):
        mode (Literal['CREATE']):
    """

    endpoint: str
    mode: Literal["CREATE"]

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        mode = self.mode

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
                "mode": mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        mode = cast(Literal["CREATE"], d.pop("mode"))
        if mode != "CREATE":
            raise ValueError(f"mode must match const 'CREATE', got '{mode}'")

        get_template_form_response_200_submit_block = cls(
            endpoint=endpoint,
            mode=mode,
        )

        return get_template_form_response_200_submit_block
