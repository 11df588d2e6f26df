from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_applicable_shapes_response_200_entries_item_mode import (
    GetApplicableShapesResponse200EntriesItemMode,
)

T = TypeVar("T", bound="GetApplicableShapesResponse200EntriesItem")


@_attrs_define
class GetApplicableShapesResponse200EntriesItem:
    """
    Attributes:
        mode (GetApplicableShapesResponse200EntriesItemMode):
        template_app_id (str):
        kind (str):
        name (None | str):
        title (None | str):
        renderer (None | str):
    """

    mode: GetApplicableShapesResponse200EntriesItemMode
    template_app_id: str
    kind: str
    name: None | str
    title: None | str
    renderer: None | str

    def to_dict(self) -> dict[str, Any]:
        mode = self.mode.value

        template_app_id = self.template_app_id

        kind = self.kind

        name: None | str
        name = self.name

        title: None | str
        title = self.title

        renderer: None | str
        renderer = self.renderer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mode": mode,
                "templateAppId": template_app_id,
                "kind": kind,
                "name": name,
                "title": title,
                "renderer": renderer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mode = GetApplicableShapesResponse200EntriesItemMode(d.pop("mode"))

        template_app_id = d.pop("templateAppId")

        kind = d.pop("kind")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_title(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        title = _parse_title(d.pop("title"))

        def _parse_renderer(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        renderer = _parse_renderer(d.pop("renderer"))

        get_applicable_shapes_response_200_entries_item = cls(
            mode=mode,
            template_app_id=template_app_id,
            kind=kind,
            name=name,
            title=title,
            renderer=renderer,
        )

        return get_applicable_shapes_response_200_entries_item
