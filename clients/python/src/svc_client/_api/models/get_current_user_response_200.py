from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetCurrentUserResponse200")


@_attrs_define
class GetCurrentUserResponse200:
    """
    Attributes:
        username (str):
        app_id (str):
        effective_display_name (str):
        first_name (None | str):
        last_name (None | str):
        email (None | str):
        subscription_ids (list[int]):
        api_key_ids (list[str]):
    """

    username: str
    app_id: str
    effective_display_name: str
    first_name: None | str
    last_name: None | str
    email: None | str
    subscription_ids: list[int]
    api_key_ids: list[str]

    def to_dict(self) -> dict[str, Any]:
        username = self.username

        app_id = self.app_id

        effective_display_name = self.effective_display_name

        first_name: None | str
        first_name = self.first_name

        last_name: None | str
        last_name = self.last_name

        email: None | str
        email = self.email

        subscription_ids = self.subscription_ids

        api_key_ids = self.api_key_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "username": username,
                "appId": app_id,
                "effectiveDisplayName": effective_display_name,
                "firstName": first_name,
                "lastName": last_name,
                "email": email,
                "subscriptionIds": subscription_ids,
                "apiKeyIds": api_key_ids,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        username = d.pop("username")

        app_id = d.pop("appId")

        effective_display_name = d.pop("effectiveDisplayName")

        def _parse_first_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        first_name = _parse_first_name(d.pop("firstName"))

        def _parse_last_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        last_name = _parse_last_name(d.pop("lastName"))

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        subscription_ids = cast(list[int], d.pop("subscriptionIds"))

        api_key_ids = cast(list[str], d.pop("apiKeyIds"))

        get_current_user_response_200 = cls(
            username=username,
            app_id=app_id,
            effective_display_name=effective_display_name,
            first_name=first_name,
            last_name=last_name,
            email=email,
            subscription_ids=subscription_ids,
            api_key_ids=api_key_ids,
        )

        return get_current_user_response_200
