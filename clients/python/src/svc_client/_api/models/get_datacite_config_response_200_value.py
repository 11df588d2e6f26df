from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_datacite_config_response_200_value_event import (
    GetDataciteConfigResponse200ValueEvent,
)

T = TypeVar("T", bound="GetDataciteConfigResponse200Value")


@_attrs_define
class GetDataciteConfigResponse200Value:
    """
    Attributes:
        endpoint (str): Base URL of the DataCite REST API, e.g. https://api.datacite.org (api.test.datacite.org for the
            test system).
        prefix (None | str): The DOI prefix svc mints under, e.g. 10.5072.
        repository_id (None | str): The repository account (client id), e.g. EXAMPLE.SVC.
        password_secret (None | str): Name or ARN of the Secrets Manager secret holding the repository password (its
            string value), under `<svc.resource.prefix>/publishing/`, e.g. `svc/publishing/datacite`.
        publisher (str): The publisher named in every DOI record.
        landing_base_url (str): Public base URL of svc; a DOI's landing page is its kip record under it.
        event (GetDataciteConfigResponse200ValueEvent): DataCite state event: publish (findable), register (registered,
            not indexed) or hide.
        timeout_ms (int): Per-request timeout towards DataCite.
    """

    endpoint: str
    prefix: None | str
    repository_id: None | str
    password_secret: None | str
    publisher: str
    landing_base_url: str
    event: GetDataciteConfigResponse200ValueEvent
    timeout_ms: int

    def to_dict(self) -> dict[str, Any]:
        endpoint = self.endpoint

        prefix: None | str
        prefix = self.prefix

        repository_id: None | str
        repository_id = self.repository_id

        password_secret: None | str
        password_secret = self.password_secret

        publisher = self.publisher

        landing_base_url = self.landing_base_url

        event = self.event.value

        timeout_ms = self.timeout_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "endpoint": endpoint,
                "prefix": prefix,
                "repositoryId": repository_id,
                "passwordSecret": password_secret,
                "publisher": publisher,
                "landingBaseUrl": landing_base_url,
                "event": event,
                "timeoutMs": timeout_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        endpoint = d.pop("endpoint")

        def _parse_prefix(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prefix = _parse_prefix(d.pop("prefix"))

        def _parse_repository_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        repository_id = _parse_repository_id(d.pop("repositoryId"))

        def _parse_password_secret(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        password_secret = _parse_password_secret(d.pop("passwordSecret"))

        publisher = d.pop("publisher")

        landing_base_url = d.pop("landingBaseUrl")

        event = GetDataciteConfigResponse200ValueEvent(d.pop("event"))

        timeout_ms = d.pop("timeoutMs")

        get_datacite_config_response_200_value = cls(
            endpoint=endpoint,
            prefix=prefix,
            repository_id=repository_id,
            password_secret=password_secret,
            publisher=publisher,
            landing_base_url=landing_base_url,
            event=event,
            timeout_ms=timeout_ms,
        )

        return get_datacite_config_response_200_value
