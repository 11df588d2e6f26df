from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_structured_data_payload_response_200_item_structured_data import (
        GetStructuredDataPayloadResponse200ItemStructuredData,
    )


T = TypeVar("T", bound="GetStructuredDataPayloadResponse200Item")


@_attrs_define
class GetStructuredDataPayloadResponse200Item:
    """
    Attributes:
        structured_data (GetStructuredDataPayloadResponse200ItemStructuredData):
        payload (str): The document exactly as it was stored (a JSON object or array, as text).
    """

    structured_data: GetStructuredDataPayloadResponse200ItemStructuredData
    payload: str

    def to_dict(self) -> dict[str, Any]:
        structured_data = self.structured_data.to_dict()

        payload = self.payload

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "structuredData": structured_data,
                "payload": payload,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_structured_data_payload_response_200_item_structured_data import (
            GetStructuredDataPayloadResponse200ItemStructuredData,
        )

        d = dict(src_dict)
        structured_data = (
            GetStructuredDataPayloadResponse200ItemStructuredData.from_dict(
                d.pop("structuredData")
            )
        )

        payload = d.pop("payload")

        get_structured_data_payload_response_200_item = cls(
            structured_data=structured_data,
            payload=payload,
        )

        return get_structured_data_payload_response_200_item
