from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_template_form_response_200_groups_item_fields_item_options_item import (
        GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem,
    )


T = TypeVar("T", bound="GetTemplateFormResponse200GroupsItemFieldsItem")


@_attrs_define
class GetTemplateFormResponse200GroupsItemFieldsItem:
    """
    Attributes:
        predicate (str):
        label (str):
        editor (str): A DASH editor hint (dash:…Editor IRI)
        required (bool):
        datatype (None | str):
        path (str): SPARQL property path of the field: <p>, or <outer>/<inner> in a nested shape; 422 violations name it
        attribute_key (str):
        order (int):
        pattern (None | str):
        options (list[GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem]):
        min_count (int): sh:minCount (0 when absent); required is minCount ≥ 1
        max_count (int | None): sh:maxCount, null when absent; null or above 1: a multi-valued field, given as an array
    """

    predicate: str
    label: str
    editor: str
    required: bool
    datatype: None | str
    path: str
    attribute_key: str
    order: int
    pattern: None | str
    options: list[GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem]
    min_count: int
    max_count: int | None

    def to_dict(self) -> dict[str, Any]:
        predicate = self.predicate

        label = self.label

        editor = self.editor

        required = self.required

        datatype: None | str
        datatype = self.datatype

        path = self.path

        attribute_key = self.attribute_key

        order = self.order

        pattern: None | str
        pattern = self.pattern

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)

        min_count = self.min_count

        max_count: int | None
        max_count = self.max_count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "predicate": predicate,
                "label": label,
                "editor": editor,
                "required": required,
                "datatype": datatype,
                "path": path,
                "attributeKey": attribute_key,
                "order": order,
                "pattern": pattern,
                "options": options,
                "minCount": min_count,
                "maxCount": max_count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_template_form_response_200_groups_item_fields_item_options_item import (
            GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem,
        )

        d = dict(src_dict)
        predicate = d.pop("predicate")

        label = d.pop("label")

        editor = d.pop("editor")

        required = d.pop("required")

        def _parse_datatype(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        datatype = _parse_datatype(d.pop("datatype"))

        path = d.pop("path")

        attribute_key = d.pop("attributeKey")

        order = d.pop("order")

        def _parse_pattern(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        pattern = _parse_pattern(d.pop("pattern"))

        options = []
        _options = d.pop("options")
        for options_item_data in _options:
            options_item = (
                GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem.from_dict(
                    options_item_data
                )
            )

            options.append(options_item)

        min_count = d.pop("minCount")

        def _parse_max_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_count = _parse_max_count(d.pop("maxCount"))

        get_template_form_response_200_groups_item_fields_item = cls(
            predicate=predicate,
            label=label,
            editor=editor,
            required=required,
            datatype=datatype,
            path=path,
            attribute_key=attribute_key,
            order=order,
            pattern=pattern,
            options=options,
            min_count=min_count,
            max_count=max_count,
        )

        return get_template_form_response_200_groups_item_fields_item
