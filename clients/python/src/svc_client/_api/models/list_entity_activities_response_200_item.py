from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.list_entity_activities_response_200_item_action_kind import (
    ListEntityActivitiesResponse200ItemActionKind,
)

T = TypeVar("T", bound="ListEntityActivitiesResponse200Item")


@_attrs_define
class ListEntityActivitiesResponse200Item:
    """
    Attributes:
        app_id (str):
        action_kind (ListEntityActivitiesResponse200ItemActionKind):
        target_kind (str):
        target_app_id (str):
        agent_username (str):
        summary (str):
        started_at_millis (int):
        ended_at_millis (int):
        method (str):
        path (str):
        status (int):
        origin_instance (None | str):
    """

    app_id: str
    action_kind: ListEntityActivitiesResponse200ItemActionKind
    target_kind: str
    target_app_id: str
    agent_username: str
    summary: str
    started_at_millis: int
    ended_at_millis: int
    method: str
    path: str
    status: int
    origin_instance: None | str

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        action_kind = self.action_kind.value

        target_kind = self.target_kind

        target_app_id = self.target_app_id

        agent_username = self.agent_username

        summary = self.summary

        started_at_millis = self.started_at_millis

        ended_at_millis = self.ended_at_millis

        method = self.method

        path = self.path

        status = self.status

        origin_instance: None | str
        origin_instance = self.origin_instance

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "actionKind": action_kind,
                "targetKind": target_kind,
                "targetAppId": target_app_id,
                "agentUsername": agent_username,
                "summary": summary,
                "startedAtMillis": started_at_millis,
                "endedAtMillis": ended_at_millis,
                "method": method,
                "path": path,
                "status": status,
                "originInstance": origin_instance,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        app_id = d.pop("appId")

        action_kind = ListEntityActivitiesResponse200ItemActionKind(d.pop("actionKind"))

        target_kind = d.pop("targetKind")

        target_app_id = d.pop("targetAppId")

        agent_username = d.pop("agentUsername")

        summary = d.pop("summary")

        started_at_millis = d.pop("startedAtMillis")

        ended_at_millis = d.pop("endedAtMillis")

        method = d.pop("method")

        path = d.pop("path")

        status = d.pop("status")

        def _parse_origin_instance(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        origin_instance = _parse_origin_instance(d.pop("originInstance"))

        list_entity_activities_response_200_item = cls(
            app_id=app_id,
            action_kind=action_kind,
            target_kind=target_kind,
            target_app_id=target_app_id,
            agent_username=agent_username,
            summary=summary,
            started_at_millis=started_at_millis,
            ended_at_millis=ended_at_millis,
            method=method,
            path=path,
            status=status,
            origin_instance=origin_instance,
        )

        return list_entity_activities_response_200_item
