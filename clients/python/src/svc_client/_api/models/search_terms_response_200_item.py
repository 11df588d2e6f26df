from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SearchTermsResponse200Item")


@_attrs_define
class SearchTermsResponse200Item:
    """
    Attributes:
        uri (str):
        label (str):
        description (None | str):
    """

    uri: str
    label: str
    description: None | str

    def to_dict(self) -> dict[str, Any]:
        uri = self.uri

        label = self.label

        description: None | str
        description = self.description

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uri": uri,
                "label": label,
                "description": description,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        uri = d.pop("uri")

        label = d.pop("label")

        def _parse_description(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        description = _parse_description(d.pop("description"))

        search_terms_response_200_item = cls(
            uri=uri,
            label=label,
            description=description,
        )

        return search_terms_response_200_item
