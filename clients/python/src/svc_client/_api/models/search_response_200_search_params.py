from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.search_response_200_search_params_query_type import (
    SearchResponse200SearchParamsQueryType,
)

T = TypeVar("T", bound="SearchResponse200SearchParams")


@_attrs_define
class SearchResponse200SearchParams:
    """
    Attributes:
        query (str): A JSON-encoded condition object (README, "Search queries"), at most 16384 characters, 16 levels and
            100 conditions; anything else is a 400 pointing at the offending node.
        query_type (SearchResponse200SearchParamsQueryType):
    """

    query: str
    query_type: SearchResponse200SearchParamsQueryType

    def to_dict(self) -> dict[str, Any]:
        query = self.query

        query_type = self.query_type.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "query": query,
                "queryType": query_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        query = d.pop("query")

        query_type = SearchResponse200SearchParamsQueryType(d.pop("queryType"))

        search_response_200_search_params = cls(
            query=query,
            query_type=query_type,
        )

        return search_response_200_search_params
