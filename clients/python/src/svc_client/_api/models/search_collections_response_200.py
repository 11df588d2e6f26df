from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.search_collections_response_200_results_item import (
        SearchCollectionsResponse200ResultsItem,
    )
    from ..models.search_collections_response_200_search_params import (
        SearchCollectionsResponse200SearchParams,
    )


T = TypeVar("T", bound="SearchCollectionsResponse200")


@_attrs_define
class SearchCollectionsResponse200:
    """
    Attributes:
        search_params (SearchCollectionsResponse200SearchParams):
        results (list[SearchCollectionsResponse200ResultsItem]):
        total_results (int):
    """

    search_params: SearchCollectionsResponse200SearchParams
    results: list[SearchCollectionsResponse200ResultsItem]
    total_results: int

    def to_dict(self) -> dict[str, Any]:
        search_params = self.search_params.to_dict()

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        total_results = self.total_results

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "searchParams": search_params,
                "results": results,
                "totalResults": total_results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_collections_response_200_results_item import (
            SearchCollectionsResponse200ResultsItem,
        )
        from ..models.search_collections_response_200_search_params import (
            SearchCollectionsResponse200SearchParams,
        )

        d = dict(src_dict)
        search_params = SearchCollectionsResponse200SearchParams.from_dict(
            d.pop("searchParams")
        )

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SearchCollectionsResponse200ResultsItem.from_dict(
                results_item_data
            )

            results.append(results_item)

        total_results = d.pop("totalResults")

        search_collections_response_200 = cls(
            search_params=search_params,
            results=results,
            total_results=total_results,
        )

        return search_collections_response_200
