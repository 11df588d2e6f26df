from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.render_view_response_200_channel_bindings_item_status import (
    RenderViewResponse200ChannelBindingsItemStatus,
)

if TYPE_CHECKING:
    from ..models.render_view_response_200_channel_bindings_item_channel_type_0 import (
        RenderViewResponse200ChannelBindingsItemChannelType0,
    )


T = TypeVar("T", bound="RenderViewResponse200ChannelBindingsItem")


@_attrs_define
class RenderViewResponse200ChannelBindingsItem:
    """
    Attributes:
        role (str):
        status (RenderViewResponse200ChannelBindingsItemStatus): MISSING: an optional channel the DataObject does not
            reference (the dimension is dropped)
        channel_selector (str):
        unit (None | str): The unit the binding expects
        required (bool):
        channel (None | RenderViewResponse200ChannelBindingsItemChannelType0):
    """

    role: str
    status: RenderViewResponse200ChannelBindingsItemStatus
    channel_selector: str
    unit: None | str
    required: bool
    channel: None | RenderViewResponse200ChannelBindingsItemChannelType0

    def to_dict(self) -> dict[str, Any]:
        from ..models.render_view_response_200_channel_bindings_item_channel_type_0 import (
            RenderViewResponse200ChannelBindingsItemChannelType0,
        )

        role = self.role

        status = self.status.value

        channel_selector = self.channel_selector

        unit: None | str
        unit = self.unit

        required = self.required

        channel: dict[str, Any] | None
        if isinstance(
            self.channel, RenderViewResponse200ChannelBindingsItemChannelType0
        ):
            channel = self.channel.to_dict()
        else:
            channel = self.channel

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "role": role,
                "status": status,
                "channelSelector": channel_selector,
                "unit": unit,
                "required": required,
                "channel": channel,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_view_response_200_channel_bindings_item_channel_type_0 import (
            RenderViewResponse200ChannelBindingsItemChannelType0,
        )

        d = dict(src_dict)
        role = d.pop("role")

        status = RenderViewResponse200ChannelBindingsItemStatus(d.pop("status"))

        channel_selector = d.pop("channelSelector")

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        required = d.pop("required")

        def _parse_channel(
            data: object,
        ) -> None | RenderViewResponse200ChannelBindingsItemChannelType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                channel_type_0 = (
                    RenderViewResponse200ChannelBindingsItemChannelType0.from_dict(data)
                )

                return channel_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None | RenderViewResponse200ChannelBindingsItemChannelType0, data
            )

        channel = _parse_channel(d.pop("channel"))

        render_view_response_200_channel_bindings_item = cls(
            role=role,
            status=status,
            channel_selector=channel_selector,
            unit=unit,
            required=required,
            channel=channel,
        )

        return render_view_response_200_channel_bindings_item
