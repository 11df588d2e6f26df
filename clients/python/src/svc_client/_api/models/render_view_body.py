from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="RenderViewBody")


@_attrs_define
class RenderViewBody:
    """
    Attributes:
        template_app_id (UUID): A VIEW_RECIPE template
        focus_data_object_app_id (UUID): The DataObject whose timeseries references the bindings resolve against
    """

    template_app_id: UUID
    focus_data_object_app_id: UUID

    def to_dict(self) -> dict[str, Any]:
        template_app_id = str(self.template_app_id)

        focus_data_object_app_id = str(self.focus_data_object_app_id)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "templateAppId": template_app_id,
                "focusDataObjectAppId": focus_data_object_app_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        template_app_id = UUID(d.pop("templateAppId"))

        focus_data_object_app_id = UUID(d.pop("focusDataObjectAppId"))

        render_view_body = cls(
            template_app_id=template_app_id,
            focus_data_object_app_id=focus_data_object_app_id,
        )

        return render_view_body
