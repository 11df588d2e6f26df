from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetAllStructuredDatasResponse200Item")


@_attrs_define
class GetAllStructuredDatasResponse200Item:
    """
    Attributes:
        oid (str):
        created_at (None | str):
        name (None | str):
    """

    oid: str
    created_at: None | str
    name: None | str

    def to_dict(self) -> dict[str, Any]:
        oid = self.oid

        created_at: None | str
        created_at = self.created_at

        name: None | str
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oid": oid,
                "createdAt": created_at,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        oid = d.pop("oid")

        def _parse_created_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_at = _parse_created_at(d.pop("createdAt"))

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        get_all_structured_datas_response_200_item = cls(
            oid=oid,
            created_at=created_at,
            name=name,
        )

        return get_all_structured_datas_response_200_item
