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

T = TypeVar("T", bound="MaterializeMappingBodyOutputType0")


@_attrs_define
class MaterializeMappingBodyOutputType0:
    """Answer the result (the view model) only; nothing is stored

    Attributes:
        mode (Literal['ephemeral']):
    """

    mode: Literal["ephemeral"]

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = cast(Literal["ephemeral"], d.pop("mode"))
        if mode != "ephemeral":
            raise ValueError(f"mode must match const 'ephemeral', got '{mode}'")

        materialize_mapping_body_output_type_0 = cls(
            mode=mode,
        )

        return materialize_mapping_body_output_type_0
