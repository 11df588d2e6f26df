from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.render_view_response_200_channel_bindings_item import (
        RenderViewResponse200ChannelBindingsItem,
    )
    from ..models.render_view_response_200_warnings_item import (
        RenderViewResponse200WarningsItem,
    )


T = TypeVar("T", bound="RenderViewResponse200")


@_attrs_define
class RenderViewResponse200:
    """
    Attributes:
        template_app_id (str):
        focus_data_object_app_id (str):
        renderer (str): A hint for the frontend (the body's renderer, or what the plugin renderer for the shape IRI
            says)
        shape_iri (None | str): The body's shape IRI (its `shape`, else the main node shape of its shapeGraph) that
            picks a plugin renderer
        renderer_plugin (None | str): The plugin whose renderer answered; null for the default
        channel_bindings (list[RenderViewResponse200ChannelBindingsItem]):
        warnings (list[RenderViewResponse200WarningsItem]):
    """

    template_app_id: str
    focus_data_object_app_id: str
    renderer: str
    shape_iri: None | str
    renderer_plugin: None | str
    channel_bindings: list[RenderViewResponse200ChannelBindingsItem]
    warnings: list[RenderViewResponse200WarningsItem]

    def to_dict(self) -> dict[str, Any]:
        template_app_id = self.template_app_id

        focus_data_object_app_id = self.focus_data_object_app_id

        renderer = self.renderer

        shape_iri: None | str
        shape_iri = self.shape_iri

        renderer_plugin: None | str
        renderer_plugin = self.renderer_plugin

        channel_bindings = []
        for channel_bindings_item_data in self.channel_bindings:
            channel_bindings_item = channel_bindings_item_data.to_dict()
            channel_bindings.append(channel_bindings_item)

        warnings = []
        for warnings_item_data in self.warnings:
            warnings_item = warnings_item_data.to_dict()
            warnings.append(warnings_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "templateAppId": template_app_id,
                "focusDataObjectAppId": focus_data_object_app_id,
                "renderer": renderer,
                "shapeIri": shape_iri,
                "rendererPlugin": renderer_plugin,
                "channelBindings": channel_bindings,
                "warnings": warnings,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_view_response_200_channel_bindings_item import (
            RenderViewResponse200ChannelBindingsItem,
        )
        from ..models.render_view_response_200_warnings_item import (
            RenderViewResponse200WarningsItem,
        )

        d = dict(src_dict)
        template_app_id = d.pop("templateAppId")

        focus_data_object_app_id = d.pop("focusDataObjectAppId")

        renderer = d.pop("renderer")

        def _parse_shape_iri(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        shape_iri = _parse_shape_iri(d.pop("shapeIri"))

        def _parse_renderer_plugin(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        renderer_plugin = _parse_renderer_plugin(d.pop("rendererPlugin"))

        channel_bindings = []
        _channel_bindings = d.pop("channelBindings")
        for channel_bindings_item_data in _channel_bindings:
            channel_bindings_item = RenderViewResponse200ChannelBindingsItem.from_dict(
                channel_bindings_item_data
            )

            channel_bindings.append(channel_bindings_item)

        warnings = []
        _warnings = d.pop("warnings")
        for warnings_item_data in _warnings:
            warnings_item = RenderViewResponse200WarningsItem.from_dict(
                warnings_item_data
            )

            warnings.append(warnings_item)

        render_view_response_200 = cls(
            template_app_id=template_app_id,
            focus_data_object_app_id=focus_data_object_app_id,
            renderer=renderer,
            shape_iri=shape_iri,
            renderer_plugin=renderer_plugin,
            channel_bindings=channel_bindings,
            warnings=warnings,
        )

        return render_view_response_200
