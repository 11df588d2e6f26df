from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_structured_data_body_structured_data_type_0 import (
        CreateStructuredDataBodyStructuredDataType0,
    )


T = TypeVar("T", bound="CreateStructuredDataBody")


@_attrs_define
class CreateStructuredDataBody:
    """
    Attributes:
        payload (str): A JSON object or array as text (at least 2 characters; otherwise 400 naming `payload`), stored
            and answered byte for byte. At most 3145728 bytes of UTF-8 (413 `request.too-large` above, with `limitBytes`);
            documents above 65536 bytes are kept in S3.
        structured_data (CreateStructuredDataBodyStructuredDataType0 | None | Unset):
    """

    payload: str
    structured_data: CreateStructuredDataBodyStructuredDataType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.create_structured_data_body_structured_data_type_0 import (
            CreateStructuredDataBodyStructuredDataType0,
        )

        payload = self.payload

        structured_data: dict[str, Any] | None | Unset
        if isinstance(self.structured_data, Unset):
            structured_data = UNSET
        elif isinstance(
            self.structured_data, CreateStructuredDataBodyStructuredDataType0
        ):
            structured_data = self.structured_data.to_dict()
        else:
            structured_data = self.structured_data

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "payload": payload,
            }
        )
        if structured_data is not UNSET:
            field_dict["structuredData"] = structured_data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_structured_data_body_structured_data_type_0 import (
            CreateStructuredDataBodyStructuredDataType0,
        )

        d = dict(src_dict)
        payload = d.pop("payload")

        def _parse_structured_data(
            data: object,
        ) -> CreateStructuredDataBodyStructuredDataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                structured_data_type_0 = (
                    CreateStructuredDataBodyStructuredDataType0.from_dict(data)
                )

                return structured_data_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                CreateStructuredDataBodyStructuredDataType0 | None | Unset, data
            )

        structured_data = _parse_structured_data(d.pop("structuredData", UNSET))

        create_structured_data_body = cls(
            payload=payload,
            structured_data=structured_data,
        )

        create_structured_data_body.additional_properties = d
        return create_structured_data_body

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
