from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.get_template_form_response_200_groups_item_fields_item_options_item_kind import (
    GetTemplateFormResponse200GroupsItemFieldsItemOptionsItemKind,
)

T = TypeVar("T", bound="GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem")


@_attrs_define
class GetTemplateFormResponse200GroupsItemFieldsItemOptionsItem:
    """
    Attributes:
        value (str):
        kind (GetTemplateFormResponse200GroupsItemFieldsItemOptionsItemKind):
        label (str):
    """

    value: str
    kind: GetTemplateFormResponse200GroupsItemFieldsItemOptionsItemKind
    label: str

    def to_dict(self) -> dict[str, Any]:
        value = self.value

        kind = self.kind.value

        label = self.label

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "value": value,
                "kind": kind,
                "label": label,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        value = d.pop("value")

        kind = GetTemplateFormResponse200GroupsItemFieldsItemOptionsItemKind(
            d.pop("kind")
        )

        label = d.pop("label")

        get_template_form_response_200_groups_item_fields_item_options_item = cls(
            value=value,
            kind=kind,
            label=label,
        )

        return get_template_form_response_200_groups_item_fields_item_options_item
