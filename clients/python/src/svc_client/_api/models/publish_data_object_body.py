from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PublishDataObjectBody")


@_attrs_define
class PublishDataObjectBody:
    """
    Attributes:
        public (bool | Unset): Whether the record resolves publicly and appears in the feed (default true).
        license_ (str | Unset): Licence IRI recorded with this version.
    """

    public: bool | Unset = UNSET
    license_: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        public = self.public

        license_ = self.license_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if public is not UNSET:
            field_dict["public"] = public
        if license_ is not UNSET:
            field_dict["license"] = license_

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        public = d.pop("public", UNSET)

        license_ = d.pop("license", UNSET)

        publish_data_object_body = cls(
            public=public,
            license_=license_,
        )

        return publish_data_object_body
