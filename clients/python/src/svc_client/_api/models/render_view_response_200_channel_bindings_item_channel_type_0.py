from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.render_view_response_200_channel_bindings_item_channel_type_0_references_item import (
        RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem,
    )


T = TypeVar("T", bound="RenderViewResponse200ChannelBindingsItemChannelType0")


@_attrs_define
class RenderViewResponse200ChannelBindingsItemChannelType0:
    """
    Attributes:
        id (int):
        container_id (int):
        measurement (str):
        device (str):
        location (str):
        symbolic_name (str):
        field (str):
        value_type (str):
        unit (None | str): The channel's qudt:unit / qudt:hasUnit annotation, when it has one
        references (list[RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem]): The DataObject's
            timeseries references naming the channel
    """

    id: int
    container_id: int
    measurement: str
    device: str
    location: str
    symbolic_name: str
    field: str
    value_type: str
    unit: None | str
    references: list[RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        container_id = self.container_id

        measurement = self.measurement

        device = self.device

        location = self.location

        symbolic_name = self.symbolic_name

        field = self.field

        value_type = self.value_type

        unit: None | str
        unit = self.unit

        references = []
        for references_item_data in self.references:
            references_item = references_item_data.to_dict()
            references.append(references_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "containerId": container_id,
                "measurement": measurement,
                "device": device,
                "location": location,
                "symbolicName": symbolic_name,
                "field": field,
                "valueType": value_type,
                "unit": unit,
                "references": references,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.render_view_response_200_channel_bindings_item_channel_type_0_references_item import (
            RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem,
        )

        d = dict(src_dict)
        id = d.pop("id")

        container_id = d.pop("containerId")

        measurement = d.pop("measurement")

        device = d.pop("device")

        location = d.pop("location")

        symbolic_name = d.pop("symbolicName")

        field = d.pop("field")

        value_type = d.pop("valueType")

        def _parse_unit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        unit = _parse_unit(d.pop("unit"))

        references = []
        _references = d.pop("references")
        for references_item_data in _references:
            references_item = RenderViewResponse200ChannelBindingsItemChannelType0ReferencesItem.from_dict(
                references_item_data
            )

            references.append(references_item)

        render_view_response_200_channel_bindings_item_channel_type_0 = cls(
            id=id,
            container_id=container_id,
            measurement=measurement,
            device=device,
            location=location,
            symbolic_name=symbolic_name,
            field=field,
            value_type=value_type,
            unit=unit,
            references=references,
        )

        return render_view_response_200_channel_bindings_item_channel_type_0
