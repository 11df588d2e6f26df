from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.patch_unhide_config_response_200_value import (
        PatchUnhideConfigResponse200Value,
    )


T = TypeVar("T", bound="PatchUnhideConfigResponse200")


@_attrs_define
class PatchUnhideConfigResponse200:
    """
    Attributes:
        value (PatchUnhideConfigResponse200Value):
        updated_at (None | str):
        updated_by (None | str):
    """

    value: PatchUnhideConfigResponse200Value
    updated_at: None | str
    updated_by: None | str

    def to_dict(self) -> dict[str, Any]:
        value = self.value.to_dict()

        updated_at: None | str
        updated_at = self.updated_at

        updated_by: None | str
        updated_by = self.updated_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "updatedAt": updated_at,
                "updatedBy": updated_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.patch_unhide_config_response_200_value import (
            PatchUnhideConfigResponse200Value,
        )

        d = dict(src_dict)
        value = PatchUnhideConfigResponse200Value.from_dict(d.pop("value"))

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_updated_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_by = _parse_updated_by(d.pop("updatedBy"))

        patch_unhide_config_response_200 = cls(
            value=value,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        return patch_unhide_config_response_200
