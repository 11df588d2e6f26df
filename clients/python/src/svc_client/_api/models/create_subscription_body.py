from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.create_subscription_body_request_method import (
    CreateSubscriptionBodyRequestMethod,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateSubscriptionBody")


@_attrs_define
class CreateSubscriptionBody:
    """
    Attributes:
        name (str):
        subscribed_url (str):
        request_method (CreateSubscriptionBodyRequestMethod):
        callback_url (None | str | Unset):
    """

    name: str
    subscribed_url: str
    request_method: CreateSubscriptionBodyRequestMethod
    callback_url: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        subscribed_url = self.subscribed_url

        request_method = self.request_method.value

        callback_url: None | str | Unset
        if isinstance(self.callback_url, Unset):
            callback_url = UNSET
        else:
            callback_url = self.callback_url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "name": name,
                "subscribedURL": subscribed_url,
                "requestMethod": request_method,
            }
        )
        if callback_url is not UNSET:
            field_dict["callbackURL"] = callback_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        name = d.pop("name")

        subscribed_url = d.pop("subscribedURL")

        request_method = CreateSubscriptionBodyRequestMethod(d.pop("requestMethod"))

        def _parse_callback_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        callback_url = _parse_callback_url(d.pop("callbackURL", UNSET))

        create_subscription_body = cls(
            name=name,
            subscribed_url=subscribed_url,
            request_method=request_method,
            callback_url=callback_url,
        )

        create_subscription_body.additional_properties = d
        return create_subscription_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
