from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.upload_ontology_response_201_source import UploadOntologyResponse201Source
from ..types import UNSET, Unset

T = TypeVar("T", bound="UploadOntologyResponse201")


@_attrs_define
class UploadOntologyResponse201:
    """
    Attributes:
        id (str):
        name (str):
        source (UploadOntologyResponse201Source):
        required (bool):
        enabled (bool): Effective state; required wins over any disable list.
        iri_prefix (str):
        license_ (str):
        sha256 (str):
        byte_size (int):
        stub (bool): A small stand-in for a vocabulary not shipped whole (see its file header and licence).
        imported_sha_256 (None | str): SHA-256 of what the INTERNAL repository holds of it; null when nothing.
        canonical_url (str | Unset):
    """

    id: str
    name: str
    source: UploadOntologyResponse201Source
    required: bool
    enabled: bool
    iri_prefix: str
    license_: str
    sha256: str
    byte_size: int
    stub: bool
    imported_sha_256: None | str
    canonical_url: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        source = self.source.value

        required = self.required

        enabled = self.enabled

        iri_prefix = self.iri_prefix

        license_ = self.license_

        sha256 = self.sha256

        byte_size = self.byte_size

        stub = self.stub

        imported_sha_256: None | str
        imported_sha_256 = self.imported_sha_256

        canonical_url = self.canonical_url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "source": source,
                "required": required,
                "enabled": enabled,
                "iriPrefix": iri_prefix,
                "license": license_,
                "sha256": sha256,
                "byteSize": byte_size,
                "stub": stub,
                "importedSha256": imported_sha_256,
            }
        )
        if canonical_url is not UNSET:
            field_dict["canonicalUrl"] = canonical_url

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        source = UploadOntologyResponse201Source(d.pop("source"))

        required = d.pop("required")

        enabled = d.pop("enabled")

        iri_prefix = d.pop("iriPrefix")

        license_ = d.pop("license")

        sha256 = d.pop("sha256")

        byte_size = d.pop("byteSize")

        stub = d.pop("stub")

        def _parse_imported_sha_256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        imported_sha_256 = _parse_imported_sha_256(d.pop("importedSha256"))

        canonical_url = d.pop("canonicalUrl", UNSET)

        upload_ontology_response_201 = cls(
            id=id,
            name=name,
            source=source,
            required=required,
            enabled=enabled,
            iri_prefix=iri_prefix,
            license_=license_,
            sha256=sha256,
            byte_size=byte_size,
            stub=stub,
            imported_sha_256=imported_sha_256,
            canonical_url=canonical_url,
        )

        return upload_ontology_response_201
