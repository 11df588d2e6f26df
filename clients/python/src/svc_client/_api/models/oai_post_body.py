from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="OaiPostBody")


@_attrs_define
class OaiPostBody:
    """
    Attributes:
        verb (str | Unset): Identify, ListMetadataFormats, ListSets, GetRecord, ListIdentifiers or ListRecords
        identifier (str | Unset): An item: the PID
        metadata_prefix (str | Unset): oai_dc or oai_datacite
        from_ (str | Unset): Lower datestamp bound, inclusive: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ (UTC)
        until (str | Unset): Upper datestamp bound, inclusive, same granularity as from
        set_ (str | Unset): A setSpec from ListSets: collection-<Collection appId>
        resumption_token (str | Unset): The token of the previous page (exclusive argument)
    """

    verb: str | Unset = UNSET
    identifier: str | Unset = UNSET
    metadata_prefix: str | Unset = UNSET
    from_: str | Unset = UNSET
    until: str | Unset = UNSET
    set_: str | Unset = UNSET
    resumption_token: str | Unset = UNSET
    additional_properties: dict[str, str] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        verb = self.verb

        identifier = self.identifier

        metadata_prefix = self.metadata_prefix

        from_ = self.from_

        until = self.until

        set_ = self.set_

        resumption_token = self.resumption_token

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if verb is not UNSET:
            field_dict["verb"] = verb
        if identifier is not UNSET:
            field_dict["identifier"] = identifier
        if metadata_prefix is not UNSET:
            field_dict["metadataPrefix"] = metadata_prefix
        if from_ is not UNSET:
            field_dict["from"] = from_
        if until is not UNSET:
            field_dict["until"] = until
        if set_ is not UNSET:
            field_dict["set"] = set_
        if resumption_token is not UNSET:
            field_dict["resumptionToken"] = resumption_token

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        verb = d.pop("verb", UNSET)

        identifier = d.pop("identifier", UNSET)

        metadata_prefix = d.pop("metadataPrefix", UNSET)

        from_ = d.pop("from", UNSET)

        until = d.pop("until", UNSET)

        set_ = d.pop("set", UNSET)

        resumption_token = d.pop("resumptionToken", UNSET)

        oai_post_body = cls(
            verb=verb,
            identifier=identifier,
            metadata_prefix=metadata_prefix,
            from_=from_,
            until=until,
            set_=set_,
            resumption_token=resumption_token,
        )

        oai_post_body.additional_properties = d
        return oai_post_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
