from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.search_response_200_result_set_item import (
        SearchResponse200ResultSetItem,
    )
    from ..models.search_response_200_results_item import SearchResponse200ResultsItem
    from ..models.search_response_200_search_params import SearchResponse200SearchParams


T = TypeVar("T", bound="SearchResponse200")


@_attrs_define
class SearchResponse200:
    """
    Attributes:
        search_params (SearchResponse200SearchParams):
        result_set (list[SearchResponse200ResultSetItem]):
        results (list[SearchResponse200ResultsItem]):
    """

    search_params: SearchResponse200SearchParams
    result_set: list[SearchResponse200ResultSetItem]
    results: list[SearchResponse200ResultsItem]

    def to_dict(self) -> dict[str, Any]:
        search_params = self.search_params.to_dict()

        result_set = []
        for result_set_item_data in self.result_set:
            result_set_item = result_set_item_data.to_dict()
            result_set.append(result_set_item)

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "searchParams": search_params,
                "resultSet": result_set,
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.search_response_200_result_set_item import (
            SearchResponse200ResultSetItem,
        )
        from ..models.search_response_200_results_item import (
            SearchResponse200ResultsItem,
        )
        from ..models.search_response_200_search_params import (
            SearchResponse200SearchParams,
        )

        d = dict(src_dict)
        search_params = SearchResponse200SearchParams.from_dict(d.pop("searchParams"))

        result_set = []
        _result_set = d.pop("resultSet")
        for result_set_item_data in _result_set:
            result_set_item = SearchResponse200ResultSetItem.from_dict(
                result_set_item_data
            )

            result_set.append(result_set_item)

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = SearchResponse200ResultsItem.from_dict(results_item_data)

            results.append(results_item)

        search_response_200 = cls(
            search_params=search_params,
            result_set=result_set,
            results=results,
        )

        return search_response_200
