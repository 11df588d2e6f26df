from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar(
    "T", bound="RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem"
)


@_attrs_define
class RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem:
    """
    Attributes:
        id (int):
        app_id (str):
    """

    id: int
    app_id: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        app_id = self.app_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "appId": app_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        app_id = d.pop("appId")

        render_view_response_200_channel_bindings_item_channel_type_0_references_item = cls(
            id=id,
            app_id=app_id,
        )

        return render_view_response_200_channel_bindings_item_channel_type_0_references_item
