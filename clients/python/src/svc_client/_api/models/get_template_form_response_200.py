from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_template_form_response_200_groups_item import (
        GetTemplateFormResponse200GroupsItem,
    )
    from ..models.get_template_form_response_200_submit_block import (
        GetTemplateFormResponse200SubmitBlock,
    )


T = TypeVar("T", bound="GetTemplateFormResponse200")


@_attrs_define
class GetTemplateFormResponse200:
    """
    Attributes:
        groups (list[GetTemplateFormResponse200GroupsItem]):
        submit_block (GetTemplateFormResponse200SubmitBlock):
    """

    groups: list[GetTemplateFormResponse200GroupsItem]
    submit_block: GetTemplateFormResponse200SubmitBlock

    def to_dict(self) -> dict[str, Any]:
        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)

        submit_block = self.submit_block.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "groups": groups,
                "submitBlock": submit_block,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_template_form_response_200_groups_item import (
            GetTemplateFormResponse200GroupsItem,
        )
        from ..models.get_template_form_response_200_submit_block import (
            GetTemplateFormResponse200SubmitBlock,
        )

        d = dict(src_dict)
        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = GetTemplateFormResponse200GroupsItem.from_dict(
                groups_item_data
            )

            groups.append(groups_item)

        submit_block = GetTemplateFormResponse200SubmitBlock.from_dict(
            d.pop("submitBlock")
        )

        get_template_form_response_200 = cls(
            groups=groups,
            submit_block=submit_block,
        )

        return get_template_form_response_200
