from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.patch_datacite_config_body_event_type_0 import (
    PatchDataciteConfigBodyEventType0,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="PatchDataciteConfigBody")


@_attrs_define
class PatchDataciteConfigBody:
    """
    Attributes:
        endpoint (None | str | Unset):
        prefix (None | str | Unset):
        repository_id (None | str | Unset):
        password_secret (None | str | Unset):
        publisher (None | str | Unset):
        landing_base_url (None | str | Unset):
        event (None | PatchDataciteConfigBodyEventType0 | Unset):
        timeout_ms (int | None | Unset):
    """

    endpoint: None | str | Unset = UNSET
    prefix: None | str | Unset = UNSET
    repository_id: None | str | Unset = UNSET
    password_secret: None | str | Unset = UNSET
    publisher: None | str | Unset = UNSET
    landing_base_url: None | str | Unset = UNSET
    event: None | PatchDataciteConfigBodyEventType0 | Unset = UNSET
    timeout_ms: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        endpoint: None | str | Unset
        if isinstance(self.endpoint, Unset):
            endpoint = UNSET
        else:
            endpoint = self.endpoint

        prefix: None | str | Unset
        if isinstance(self.prefix, Unset):
            prefix = UNSET
        else:
            prefix = self.prefix

        repository_id: None | str | Unset
        if isinstance(self.repository_id, Unset):
            repository_id = UNSET
        else:
            repository_id = self.repository_id

        password_secret: None | str | Unset
        if isinstance(self.password_secret, Unset):
            password_secret = UNSET
        else:
            password_secret = self.password_secret

        publisher: None | str | Unset
        if isinstance(self.publisher, Unset):
            publisher = UNSET
        else:
            publisher = self.publisher

        landing_base_url: None | str | Unset
        if isinstance(self.landing_base_url, Unset):
            landing_base_url = UNSET
        else:
            landing_base_url = self.landing_base_url

        event: None | str | Unset
        if isinstance(self.event, Unset):
            event = UNSET
        elif isinstance(self.event, PatchDataciteConfigBodyEventType0):
            event = self.event.value
        else:
            event = self.event

        timeout_ms: int | None | Unset
        if isinstance(self.timeout_ms, Unset):
            timeout_ms = UNSET
        else:
            timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if endpoint is not UNSET:
            field_dict["endpoint"] = endpoint
        if prefix is not UNSET:
            field_dict["prefix"] = prefix
        if repository_id is not UNSET:
            field_dict["repositoryId"] = repository_id
        if password_secret is not UNSET:
            field_dict["passwordSecret"] = password_secret
        if publisher is not UNSET:
            field_dict["publisher"] = publisher
        if landing_base_url is not UNSET:
            field_dict["landingBaseUrl"] = landing_base_url
        if event is not UNSET:
            field_dict["event"] = event
        if timeout_ms is not UNSET:
            field_dict["timeoutMs"] = timeout_ms

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_endpoint(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        endpoint = _parse_endpoint(d.pop("endpoint", UNSET))

        def _parse_prefix(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        prefix = _parse_prefix(d.pop("prefix", UNSET))

        def _parse_repository_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        repository_id = _parse_repository_id(d.pop("repositoryId", UNSET))

        def _parse_password_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        password_secret = _parse_password_secret(d.pop("passwordSecret", UNSET))

        def _parse_publisher(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        publisher = _parse_publisher(d.pop("publisher", UNSET))

        def _parse_landing_base_url(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        landing_base_url = _parse_landing_base_url(d.pop("landingBaseUrl", UNSET))

        def _parse_event(
            data: object,
        ) -> None | PatchDataciteConfigBodyEventType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                event_type_0 = PatchDataciteConfigBodyEventType0(data)

                return event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchDataciteConfigBodyEventType0 | Unset, data)

        event = _parse_event(d.pop("event", UNSET))

        def _parse_timeout_ms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        timeout_ms = _parse_timeout_ms(d.pop("timeoutMs", UNSET))

        patch_datacite_config_body = cls(
            endpoint=endpoint,
            prefix=prefix,
            repository_id=repository_id,
            password_secret=password_secret,
            publisher=publisher,
            landing_base_url=landing_base_url,
            event=event,
            timeout_ms=timeout_ms,
        )

        return patch_datacite_config_body
