from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SearchResponse200ResultSetItem")


@_attrs_define
class SearchResponse200ResultSetItem:
    """
    Attributes:
        collection_id (int | Unset):
        data_object_id (int | Unset):
        reference_id (int | Unset):
    """

    collection_id: int | Unset = UNSET
    data_object_id: int | Unset = UNSET
    reference_id: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        collection_id = self.collection_id

        data_object_id = self.data_object_id

        reference_id = self.reference_id

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if collection_id is not UNSET:
            field_dict["collectionId"] = collection_id
        if data_object_id is not UNSET:
            field_dict["dataObjectId"] = data_object_id
        if reference_id is not UNSET:
            field_dict["referenceId"] = reference_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        collection_id = d.pop("collectionId", UNSET)

        data_object_id = d.pop("dataObjectId", UNSET)

        reference_id = d.pop("referenceId", UNSET)

        search_response_200_result_set_item = cls(
            collection_id=collection_id,
            data_object_id=data_object_id,
            reference_id=reference_id,
        )

        return search_response_200_result_set_item
