from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_legacy_v1_config_response_200_value import (
        GetLegacyV1ConfigResponse200Value,
    )


T = TypeVar("T", bound="GetLegacyV1ConfigResponse200")


@_attrs_define
class GetLegacyV1ConfigResponse200:
    """
    Attributes:
        value (GetLegacyV1ConfigResponse200Value):
        updated_at (None | str):
        updated_by (None | str):
    """

    value: GetLegacyV1ConfigResponse200Value
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
        from ..models.get_legacy_v1_config_response_200_value import (
            GetLegacyV1ConfigResponse200Value,
        )

        d = dict(src_dict)
        value = GetLegacyV1ConfigResponse200Value.from_dict(d.pop("value"))

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

        get_legacy_v1_config_response_200 = cls(
            value=value,
            updated_at=updated_at,
            updated_by=updated_by,
        )

        return get_legacy_v1_config_response_200
