from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.list_plugins_response_200_plugins_item import (
        ListPluginsResponse200PluginsItem,
    )


T = TypeVar("T", bound="ListPluginsResponse200")


@_attrs_define
class ListPluginsResponse200:
    """
    Attributes:
        plugins (list[ListPluginsResponse200PluginsItem]):
    """

    plugins: list[ListPluginsResponse200PluginsItem]

    def to_dict(self) -> dict[str, Any]:
        plugins = []
        for plugins_item_data in self.plugins:
            plugins_item = plugins_item_data.to_dict()
            plugins.append(plugins_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plugins": plugins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.list_plugins_response_200_plugins_item import (
            ListPluginsResponse200PluginsItem,
        )

        d = dict(src_dict)
        plugins = []
        _plugins = d.pop("plugins")
        for plugins_item_data in _plugins:
            plugins_item = ListPluginsResponse200PluginsItem.from_dict(
                plugins_item_data
            )

            plugins.append(plugins_item)

        list_plugins_response_200 = cls(
            plugins=plugins,
        )

        return list_plugins_response_200
