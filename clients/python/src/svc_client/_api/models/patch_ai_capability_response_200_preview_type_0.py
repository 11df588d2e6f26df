from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.patch_ai_capability_response_200_preview_type_0_headers import (
        PatchAiCapabilityResponse200PreviewType0Headers,
    )


T = TypeVar("T", bound="PatchAiCapabilityResponse200PreviewType0")


@_attrs_define
class PatchAiCapabilityResponse200PreviewType0:
    """
    Attributes:
        method (str):
        url (str):
        headers (PatchAiCapabilityResponse200PreviewType0Headers):
        body (Any):
    """

    method: str
    url: str
    headers: PatchAiCapabilityResponse200PreviewType0Headers
    body: Any

    def to_dict(self) -> dict[str, Any]:
        method = self.method

        url = self.url

        headers = self.headers.to_dict()

        body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "method": method,
                "url": url,
                "headers": headers,
                "body": body,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.patch_ai_capability_response_200_preview_type_0_headers import (
            PatchAiCapabilityResponse200PreviewType0Headers,
        )

        d = dict(src_dict)
        method = d.pop("method")

        url = d.pop("url")

        headers = PatchAiCapabilityResponse200PreviewType0Headers.from_dict(
            d.pop("headers")
        )

        body = d.pop("body")

        patch_ai_capability_response_200_preview_type_0 = cls(
            method=method,
            url=url,
            headers=headers,
            body=body,
        )

        return patch_ai_capability_response_200_preview_type_0
