from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.search_user_groups_body_search_params import (
        SearchUserGroupsBodySearchParams,
    )


T = TypeVar("T", bound="SearchUserGroupsBody")


@_attrs_define
class SearchUserGroupsBody:
    """
    Attributes:
        search_params (SearchUserGroupsBodySearchParams):
    """

    search_params: SearchUserGroupsBodySearchParams
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        search_params = self.search_params.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "searchParams": search_params,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_user_groups_body_search_params import (
            SearchUserGroupsBodySearchParams,
        )

        d = dict(src_dict)
        search_params = SearchUserGroupsBodySearchParams.from_dict(
            d.pop("searchParams")
        )

        search_user_groups_body = cls(
            search_params=search_params,
        )

        search_user_groups_body.additional_properties = d
        return search_user_groups_body

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
