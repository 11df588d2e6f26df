from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.search_body_scopes_item_traversal_rules_type_0_item import (
    SearchBodyScopesItemTraversalRulesType0Item,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="SearchBodyScopesItem")


@_attrs_define
class SearchBodyScopesItem:
    """
    Attributes:
        collection_id (int | None | Unset):
        data_object_id (int | None | Unset):
        traversal_rules (list[SearchBodyScopesItemTraversalRulesType0Item] | None | Unset):
    """

    collection_id: int | None | Unset = UNSET
    data_object_id: int | None | Unset = UNSET
    traversal_rules: (
        list[SearchBodyScopesItemTraversalRulesType0Item] | None | Unset
    ) = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        collection_id: int | None | Unset
        if isinstance(self.collection_id, Unset):
            collection_id = UNSET
        else:
            collection_id = self.collection_id

        data_object_id: int | None | Unset
        if isinstance(self.data_object_id, Unset):
            data_object_id = UNSET
        else:
            data_object_id = self.data_object_id

        traversal_rules: list[str] | None | Unset
        if isinstance(self.traversal_rules, Unset):
            traversal_rules = UNSET
        elif isinstance(self.traversal_rules, list):
            traversal_rules = []
            for traversal_rules_type_0_item_data in self.traversal_rules:
                traversal_rules_type_0_item = traversal_rules_type_0_item_data.value
                traversal_rules.append(traversal_rules_type_0_item)

        else:
            traversal_rules = self.traversal_rules

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if collection_id is not UNSET:
            field_dict["collectionId"] = collection_id
        if data_object_id is not UNSET:
            field_dict["dataObjectId"] = data_object_id
        if traversal_rules is not UNSET:
            field_dict["traversalRules"] = traversal_rules

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_collection_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        collection_id = _parse_collection_id(d.pop("collectionId", UNSET))

        def _parse_data_object_id(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        data_object_id = _parse_data_object_id(d.pop("dataObjectId", UNSET))

        def _parse_traversal_rules(
            data: object,
        ) -> list[SearchBodyScopesItemTraversalRulesType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                traversal_rules_type_0 = []
                _traversal_rules_type_0 = data
                for traversal_rules_type_0_item_data in _traversal_rules_type_0:
                    traversal_rules_type_0_item = (
                        SearchBodyScopesItemTraversalRulesType0Item(
                            traversal_rules_type_0_item_data
                        )
                    )

                    traversal_rules_type_0.append(traversal_rules_type_0_item)

                return traversal_rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                list[SearchBodyScopesItemTraversalRulesType0Item] | None | Unset, data
            )

        traversal_rules = _parse_traversal_rules(d.pop("traversalRules", UNSET))

        search_body_scopes_item = cls(
            collection_id=collection_id,
            data_object_id=data_object_id,
            traversal_rules=traversal_rules,
        )

        search_body_scopes_item.additional_properties = d
        return search_body_scopes_item

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
