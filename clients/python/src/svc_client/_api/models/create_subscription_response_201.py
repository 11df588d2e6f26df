from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_subscription_response_201_request_method import (
    CreateSubscriptionResponse201RequestMethod,
)

T = TypeVar("T", bound="CreateSubscriptionResponse201")


@_attrs_define
class CreateSubscriptionResponse201:
    """
    Attributes:
        id (int):
        name (str):
        callback_url (None | str):
        subscribed_url (str):
        request_method (CreateSubscriptionResponse201RequestMethod):
        created_by (str):
        created_at (str):
    """

    id: int
    name: str
    callback_url: None | str
    subscribed_url: str
    request_method: CreateSubscriptionResponse201RequestMethod
    created_by: str
    created_at: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        callback_url: None | str
        callback_url = self.callback_url

        subscribed_url = self.subscribed_url

        request_method = self.request_method.value

        created_by = self.created_by

        created_at = self.created_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "callbackURL": callback_url,
                "subscribedURL": subscribed_url,
                "requestMethod": request_method,
                "createdBy": created_by,
                "createdAt": created_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        def _parse_callback_url(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        callback_url = _parse_callback_url(d.pop("callbackURL"))

        subscribed_url = d.pop("subscribedURL")

        request_method = CreateSubscriptionResponse201RequestMethod(
            d.pop("requestMethod")
        )

        created_by = d.pop("createdBy")

        created_at = d.pop("createdAt")

        create_subscription_response_201 = cls(
            id=id,
            name=name,
            callback_url=callback_url,
            subscribed_url=subscribed_url,
            request_method=request_method,
            created_by=created_by,
            created_at=created_at,
        )

        return create_subscription_response_201
