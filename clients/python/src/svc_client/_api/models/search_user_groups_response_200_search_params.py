from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SearchUserGroupsResponse200SearchParams")


@_attrs_define
class SearchUserGroupsResponse200SearchParams:
    """
    Attributes:
        query (str):
    """

    query: str

    def to_dict(self) -> dict[str, Any]:
        query = self.query

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "query": query,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        query = d.pop("query")

        search_user_groups_response_200_search_params = cls(
            query=query,
        )

        return search_user_groups_response_200_search_params
