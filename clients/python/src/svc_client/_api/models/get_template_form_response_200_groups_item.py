from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_template_form_response_200_groups_item_fields_item import (
        GetTemplateFormResponse200GroupsItemFieldsItem,
    )


T = TypeVar("T", bound="GetTemplateFormResponse200GroupsItem")


@_attrs_define
class GetTemplateFormResponse200GroupsItem:
    """
    Attributes:
        label (str):
        fields (list[GetTemplateFormResponse200GroupsItemFieldsItem]):
    """

    label: str
    fields: list[GetTemplateFormResponse200GroupsItemFieldsItem]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        fields = []
        for fields_item_data in self.fields:
            fields_item = fields_item_data.to_dict()
            fields.append(fields_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "fields": fields,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_template_form_response_200_groups_item_fields_item import (
            GetTemplateFormResponse200GroupsItemFieldsItem,
        )

        d = dict(src_dict)
        label = d.pop("label")

        fields = []
        _fields = d.pop("fields")
        for fields_item_data in _fields:
            fields_item = GetTemplateFormResponse200GroupsItemFieldsItem.from_dict(
                fields_item_data
            )

            fields.append(fields_item)

        get_template_form_response_200_groups_item = cls(
            label=label,
            fields=fields,
        )

        return get_template_form_response_200_groups_item
