from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.search_users_response_200_results_item import (
        SearchUsersResponse200ResultsItem,
    )
    from ..models.search_users_response_200_search_params import (
        SearchUsersResponse200SearchParams,
    )


T = TypeVar("T", bound="SearchUsersResponse200")


@_attrs_define
class SearchUsersResponse200:
    """
    Attributes:
        search_params (SearchUsersResponse200SearchParams):
        results (list[SearchUsersResponse200ResultsItem]):
    """

    search_params: SearchUsersResponse200SearchParams
    results: list[SearchUsersResponse200ResultsItem]

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
        from ..models.search_users_response_200_results_item import (
            SearchUsersResponse200ResultsItem,
        )
        from ..models.search_users_response_200_search_params import (
            SearchUsersResponse200SearchParams,
        )

        d = dict(src_dict)
        search_params = SearchUsersResponse200SearchParams.from_dict(
            d.pop("searchParams")
        )

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SearchUsersResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        search_users_response_200 = cls(
            search_params=search_params,
            results=results,
        )

        return search_users_response_200
