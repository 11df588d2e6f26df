from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_plugins_response_200_plugins_item_state import (
    ListPluginsResponse200PluginsItemState,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="ListPluginsResponse200PluginsItem")


@_attrs_define
class ListPluginsResponse200PluginsItem:
    """
    Attributes:
        id (str):
        version (str):
        svc_compatibility (str):
        state (ListPluginsResponse200PluginsItemState):
        enabled (bool):
        source_path (None | str):
        registered_at (str):
        failure_message (str | Unset):
    """

    id: str
    version: str
    svc_compatibility: str
    state: ListPluginsResponse200PluginsItemState
    enabled: bool
    source_path: None | str
    registered_at: str
    failure_message: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        svc_compatibility = self.svc_compatibility

        state = self.state.value

        enabled = self.enabled

        source_path: None | str
        source_path = self.source_path

        registered_at = self.registered_at

        failure_message = self.failure_message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "svcCompatibility": svc_compatibility,
                "state": state,
                "enabled": enabled,
                "sourcePath": source_path,
                "registeredAt": registered_at,
            }
        )
        if failure_message is not UNSET:
            field_dict["failureMessage"] = failure_message

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        svc_compatibility = d.pop("svcCompatibility")

        state = ListPluginsResponse200PluginsItemState(d.pop("state"))

        enabled = d.pop("enabled")

        def _parse_source_path(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_path = _parse_source_path(d.pop("sourcePath"))

        registered_at = d.pop("registeredAt")

        failure_message = d.pop("failureMessage", UNSET)

        list_plugins_response_200_plugins_item = cls(
            id=id,
            version=version,
            svc_compatibility=svc_compatibility,
            state=state,
            enabled=enabled,
            source_path=source_path,
            registered_at=registered_at,
            failure_message=failure_message,
        )

        return list_plugins_response_200_plugins_item
