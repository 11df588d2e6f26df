from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetFileMetadataResponse200MetadataItem")


@_attrs_define
class GetFileMetadataResponse200MetadataItem:
    """
    Attributes:
        predicate (str): An IRI, e.g. urn:svc:cad:step:author or urn:svc:mffd:cad:format
        value (str):
        numeric_value (float | None): The value as a number when it is one (counts, coordinates)
        parser_id (str):
        plugin_id (str):
    """

    predicate: str
    value: str
    numeric_value: float | None
    parser_id: str
    plugin_id: str

    def to_dict(self) -> dict[str, Any]:
        predicate = self.predicate

        value = self.value

        numeric_value: float | None
        numeric_value = self.numeric_value

        parser_id = self.parser_id

        plugin_id = self.plugin_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "predicate": predicate,
                "value": value,
                "numericValue": numeric_value,
                "parserId": parser_id,
                "pluginId": plugin_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        predicate = d.pop("predicate")

        value = d.pop("value")

        def _parse_numeric_value(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        numeric_value = _parse_numeric_value(d.pop("numericValue"))

        parser_id = d.pop("parserId")

        plugin_id = d.pop("pluginId")

        get_file_metadata_response_200_metadata_item = cls(
            predicate=predicate,
            value=value,
            numeric_value=numeric_value,
            parser_id=parser_id,
            plugin_id=plugin_id,
        )

        return get_file_metadata_response_200_metadata_item
