from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.search_body_scopes_item import SearchBodyScopesItem
    from ..models.search_body_search_params import SearchBodySearchParams


T = TypeVar("T", bound="SearchBody")


@_attrs_define
class SearchBody:
    """
    Attributes:
        search_params (SearchBodySearchParams):
        scopes (list[SearchBodyScopesItem]):
    """

    search_params: SearchBodySearchParams
    scopes: list[SearchBodyScopesItem]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        search_params = self.search_params.to_dict()

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.to_dict()
            scopes.append(scopes_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "searchParams": search_params,
                "scopes": scopes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_body_scopes_item import SearchBodyScopesItem
        from ..models.search_body_search_params import SearchBodySearchParams

        d = dict(src_dict)
        search_params = SearchBodySearchParams.from_dict(d.pop("searchParams"))

        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in _scopes:
            scopes_item = SearchBodyScopesItem.from_dict(scopes_item_data)

            scopes.append(scopes_item)

        search_body = cls(
            search_params=search_params,
            scopes=scopes,
        )

        search_body.additional_properties = d
        return search_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
