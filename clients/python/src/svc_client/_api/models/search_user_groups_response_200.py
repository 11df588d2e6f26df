from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.search_user_groups_response_200_results_item import (
        SearchUserGroupsResponse200ResultsItem,
    )
    from ..models.search_user_groups_response_200_search_params import (
        SearchUserGroupsResponse200SearchParams,
    )


T = TypeVar("T", bound="SearchUserGroupsResponse200")


@_attrs_define
class SearchUserGroupsResponse200:
    """
    Attributes:
        search_params (SearchUserGroupsResponse200SearchParams):
        results (list[SearchUserGroupsResponse200ResultsItem]):
    """

    search_params: SearchUserGroupsResponse200SearchParams
    results: list[SearchUserGroupsResponse200ResultsItem]

    def to_dict(self) -> dict[str, Any]:
        search_params = self.search_params.to_dict()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "searchParams": search_params,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_user_groups_response_200_results_item import (
            SearchUserGroupsResponse200ResultsItem,
        )
        from ..models.search_user_groups_response_200_search_params import (
            SearchUserGroupsResponse200SearchParams,
        )

        d = dict(src_dict)
        search_params = SearchUserGroupsResponse200SearchParams.from_dict(
            d.pop("searchParams")
        )

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SearchUserGroupsResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        search_user_groups_response_200 = cls(
            search_params=search_params,
            results=results,
        )

        return search_user_groups_response_200
